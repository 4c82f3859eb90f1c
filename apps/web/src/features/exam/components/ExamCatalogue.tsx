import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { ExamCategory, ExamListReply } from '@meedu/contract';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { CategoryRow } from '../../../components/category-filter/CategoryFilter.tsx';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { CATEGORY_TREE_URL, useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { EXAM_PAGE_SIZE, type ExamListParams } from '../api/list-params.ts';
import { examListParams } from './catalogue-url.ts';
import '../exam.css';

export interface CatalogueRow {
  id: number;
  title: string;
  /** 已参考, 已练习, 练习中… */
  badge: string | null;
  /** 立即考试, 立即练习 */
  action: string;
  locked: boolean;
  to: string;
}

interface Props<T> {
  /** Document title and the breadcrumb's last step. */
  title: string;
  icon: string;
  query(
    p: ExamListParams,
    isLogin: boolean,
  ): UseQueryOptions<ExamListReply<T>, Error, ExamListReply<T>, (string | boolean | ExamListParams)[]>;
  row(item: T, reply: ExamListReply<T>): CatalogueRow;
}

const childrenOf = (map: ExamListReply<unknown>['category_children'], id: number): ExamCategory[] =>
  Array.isArray(map) ? [] : (map[String(id)] ?? []);

/**
 * The paper, mock-paper and practice lists (screens §12.1, §13.1, §14.1): two category rows kept in the URL, rows
 * with their badge and action (a lock when the member may not join), visitors asked to log in on click.
 */
export function ExamCatalogue<T>({ title, icon, query, row }: Props<T>) {
  useDocumentTitle(title);
  const [url, go] = useCatalogParams(CATEGORY_TREE_URL);
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const isLogin = useSession((s) => s.isLogin);
  const list = useQuery(query(examListParams(url), isLogin));

  const reply = list.data;
  const children = reply ? childrenOf(reply.category_children, url.cid) : [];
  return (
    <div className="ex-page">
      <Breadcrumb
        className="mc-breadcrumb"
        items={[{ title: <Link to={paths.exam()}>考试练习</Link> }, { title }]}
      />
      {reply ? (
        <div className="mc-filter mc-filter--exam">
          <CategoryRow
            label="分类"
            items={reply.categories}
            active={url.cid}
            onPick={(id) => go({ cid: id, child: 0, page: 1 })}
          />
          {children.length > 0 ? (
            <CategoryRow
              label="子分类"
              items={children}
              active={url.child}
              onPick={(id) => go({ child: id, page: 1 })}
            />
          ) : null}
        </div>
      ) : null}
      <div className="ex-panel">
        <CatalogList
          query={list}
          pageOf={(r) => r.data}
          skeleton={Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} active title={false} paragraph={{ rows: 1 }} />
          ))}
          pager={{ current: url.page, size: EXAM_PAGE_SIZE, go: (page) => go({ page }), inAddress: true }}
        >
          {(items, listReply) => (
            <ul className="ex-rows" aria-label={title}>
              {items
                .map((item) => row(item, listReply))
                .map((r) => (
                  <li className="ex-row" key={r.id}>
                    <span aria-hidden="true">{icon}</span>
                    {r.badge ? <span className="ex-badge">{r.badge}</span> : null}
                    <span className="ex-row__title">{r.title}</span>
                    <Button onClick={() => requireLogin() && void navigate(r.to)}>
                      {r.locked ? '🔒 ' : ''}
                      {r.action}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </CatalogList>
      </div>
    </div>
  );
}

/** A truthy entry in `user_papers` means the member has taken (or practised) it. */
export const hasTaken = (reply: ExamListReply<unknown>, id: number) =>
  Array.isArray(reply.user_papers) ? Boolean(reply.user_papers[id]) : Boolean(reply.user_papers[String(id)]);
