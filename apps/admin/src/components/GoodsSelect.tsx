import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { goodsSearchQuery } from '../api/goods-search.ts';

export interface GoodsSelectProps {
  /** The kind searched (`course`, `live`, `book`, `topic`, `learnPath`) and what a person calls it. */
  type: string;
  typeName: string;
  /** Set by `Form.Item`: the record's id, its change, and the input's id its label names. */
  value?: number;
  onChange?: (id: number) => void;
  id?: string;
  /** The saved record, so an edit shows its title before any search. */
  current?: { id: number; title: string };
}

/** A record of one kind searched by title (the first 20 matches), for a `Form.Item` holding its id. */
export function GoodsSelect({ type, typeName, value, onChange, id, current }: GoodsSelectProps) {
  const [q, setQ] = useState('');
  const found = useQuery(goodsSearchQuery(type, q));
  const options = (found.data ?? []).map((g) => ({ value: g.id, label: `${g.title}（#${g.id}）` }));
  if (current && current.id > 0 && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: `${current.title}（#${current.id}）` });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setQ }}
      loading={found.isFetching}
      options={options}
      placeholder={`输入${typeName}名称搜索`}
      notFoundContent={found.isError ? found.error.message : '没有找到，换个关键词试试'}
    />
  );
}
