import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { courseSearchQuery } from '../api/goods-search.ts';

export interface CourseSelectProps {
  /** Set by `Form.Item`: the course id, its change, and the input's id its label names. */
  value?: number;
  onChange?: (id: number) => void;
  id?: string;
  /** The saved course, so an edit shows its title before any search. */
  current?: { id: number; title: string };
}

/** A recorded course searched by title (the first 20 matches), for a `Form.Item` holding its id. */
export function CourseSelect({ value, onChange, id, current }: CourseSelectProps) {
  const [q, setQ] = useState('');
  const courses = useQuery(courseSearchQuery(q));
  const options = (courses.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.title}（#${c.id}）` }));
  if (current && current.id > 0 && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: `${current.title}（#${current.id}）` });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setQ }}
      loading={courses.isFetching}
      options={options}
      placeholder="输入课程名称搜索"
    />
  );
}
