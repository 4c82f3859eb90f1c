import {
  EXAM_QUESTION_TYPE_NAMES,
  type ExamQuestionBrief,
  type ExamQuestionItem,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, List, Select, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { questionSearchQuery } from '../api/exams.ts';
import { plainText } from './plain-text.ts';

const briefOf = (q: ExamQuestionItem): ExamQuestionBrief => ({
  id: q.id,
  type: q.type,
  title: plainText(q.content, 80),
  full_score: q.full_score,
});

/**
 * Search-and-pick of the bank's questions (a form field: the value is the picked ids, in order): type a keyword
 * (part of the stem, or an id), pick from the matches; each picked question shows its type and points, and the
 * points add up below.
 */
export function QuestionPicker({
  id,
  value = [],
  onChange,
  known = [],
  label,
}: {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The questions already picked when the form opened (their titles and points). */
  known?: ExamQuestionBrief[];
  /** The search box's name. */
  label: string;
}) {
  const [q, setQ] = useState('');
  const [seen, setSeen] = useState<Map<number, ExamQuestionBrief>>(
    () => new Map(known.map((b) => [b.id, b])),
  );
  const found = useQuery(questionSearchQuery(q));
  const listId = useId();
  const picked = value.map(
    (qid) => seen.get(qid) ?? { id: qid, type: 1 as const, title: `#${qid}`, full_score: 0 },
  );
  const total = picked.reduce((s, b) => s + b.full_score, 0);
  const pick = (qid: number) => {
    const match = found.data?.items.find((x) => x.id === qid);
    if (match) setSeen((m) => new Map(m).set(qid, briefOf(match)));
    if (!value.includes(qid)) onChange?.([...value, qid]);
    setQ('');
  };
  return (
    <>
      <Select<number>
        id={id}
        aria-label={label}
        showSearch={{ filterOption: false, onSearch: setQ }}
        value={null}
        placeholder="输入题干关键词或 ID 搜索试题"
        loading={found.isFetching}
        notFoundContent={found.isFetching ? '搜索中…' : '没有匹配的试题'}
        options={(found.data?.items ?? []).map((x) => ({
          value: x.id,
          label: `#${x.id} ${EXAM_QUESTION_TYPE_NAMES[x.type]} ${briefOf(x).title}（${x.full_score} 分）`,
          disabled: value.includes(x.id),
        }))}
        onChange={pick}
        style={{ width: '100%' }}
      />
      <List
        id={listId}
        aria-label="已选试题"
        size="small"
        locale={{ emptyText: '还没有选择试题' }}
        dataSource={picked}
        renderItem={(b, i) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                size="small"
                aria-label={`移除第 ${i + 1} 题`}
                onClick={() => onChange?.(value.filter((x) => x !== b.id))}
              >
                移除
              </Button>,
            ]}
          >
            <Flex gap={8}>
              <span>{i + 1}.</span>
              <Tag>{EXAM_QUESTION_TYPE_NAMES[b.type]}</Tag>
              <span>{b.title}</span>
              <span>{b.full_score} 分</span>
            </Flex>
          </List.Item>
        )}
      />
      <Typography.Text>
        共 {picked.length} 题，总分 {total} 分
      </Typography.Text>
    </>
  );
}
