import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CatalogList, wholeList } from '../../../components/catalog-list/CatalogList.tsx';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { MEMBER_EXAM_PAGE_SIZE } from '../api/list-params.ts';
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
  const count = list.data ? rows(list.data).length : 0;
  return (
    <MemberLayout>
      <Card title={title}>
        {/* No total: the pager below offers the next page while a page comes back full. */}
        <CatalogList query={list} pageOf={(r) => wholeList(rows(r))} skeleton={<ListSpinner />}>
          {(items) => (
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
        </CatalogList>
        {page > 1 || count >= MEMBER_EXAM_PAGE_SIZE ? (
          <Flex justify="center" gap={12} style={{ marginTop: 24 }}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一页
            </Button>
            <Button disabled={count < MEMBER_EXAM_PAGE_SIZE} onClick={() => setPage(page + 1)}>
              下一页
            </Button>
          </Flex>
        ) : null}
      </Card>
    </MemberLayout>
  );
}
