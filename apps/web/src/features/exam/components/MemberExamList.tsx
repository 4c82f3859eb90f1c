import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Card, Flex, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { MEMBER_EXAM_PAGE_SIZE } from '../api/member-papers.ts';
import '../exam.css';

export interface MemberRow {
  key: number;
  title: string;
  meta: ReactNode;
  to: string;
}

interface Props<R> {
  title: string;
  icon: string;
  query(page: number): UseQueryOptions<R, Error, R, (string | number)[]>;
  rows(reply: R): MemberRow[];
}

/**
 * `/member/paper`, `/member/mockpaper`, `/member/practice` (screens §17.1–17.3): rows linking to the detail, a
 * simple pager that offers the next page while a page comes back full.
 */
export function MemberExamList<R>({ title, icon, query, rows }: Props<R>) {
  useDocumentTitle(title);
  const [page, setPage] = useState(1);
  const list = useQuery(query(page));
  const items = list.data ? rows(list.data) : [];
  return (
    <MemberLayout>
      <Card title={title}>
        {list.isError && !list.data ? (
          <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : list.isPending ? (
          <Flex justify="center" style={{ padding: 60 }}>
            <Spin size="large" />
          </Flex>
        ) : items.length === 0 ? (
          <Empty />
        ) : (
          <ul className="ex-rows" aria-label={title}>
            {items.map((r) => (
              <li className="ex-row" key={r.key}>
                <span aria-hidden="true">{icon}</span>
                <Link className="ex-row__title" to={r.to}>
                  {r.title}
                </Link>
                <span className="ex-row__meta">{r.meta}</span>
              </li>
            ))}
          </ul>
        )}
        {page > 1 || items.length >= MEMBER_EXAM_PAGE_SIZE ? (
          <Flex justify="center" gap={12} style={{ marginTop: 24 }}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一页
            </Button>
            <Button disabled={items.length < MEMBER_EXAM_PAGE_SIZE} onClick={() => setPage(page + 1)}>
              下一页
            </Button>
          </Flex>
        ) : null}
      </Card>
    </MemberLayout>
  );
}
