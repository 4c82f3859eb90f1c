import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NestedPage } from '@meedu/contract';
import { CategoryBar } from '../category-filter/CategoryFilter.tsx';
import { SkeletonText } from '../SkeletonBlock.tsx';
import { CatalogList, wholeList } from './CatalogList.tsx';
import { ListWithSide } from './ListWithSide.tsx';
import { CATEGORY_PAGE_URL, useCatalogParams } from './use-catalog-params.ts';

type Options<Reply, Key extends QueryKey> = UseQueryOptions<Reply, Error, Reply, Key>;

interface ReadingCatalogProps<
  Item extends { id: number },
  RecItem extends { id: number },
  ListKey extends QueryKey,
  RecKey extends QueryKey,
> {
  /** The list's name for screen readers. */
  label: string;
  listQuery(page: number, cid: number): Options<NestedPage<Item>, ListKey>;
  recQuery: Options<RecItem[], RecKey>;
  pageSize: number;
  /** The class of both lists (`bk-list`, `tp-list`). */
  listClass: string;
  /** What the main list shows while its first page loads. */
  skeleton: ReactNode;
  /** A wider 推荐阅读 column. */
  wideSide?: boolean;
  row(item: Item): ReactNode;
  recRow(item: RecItem): ReactNode;
}

/**
 * The book and topic catalogues (screens catalog §9, §12): category and page in the URL, the category bar, the
 * rows on the left and 推荐阅读 on the right.
 */
export function ReadingCatalog<
  Item extends { id: number },
  RecItem extends { id: number },
  ListKey extends QueryKey,
  RecKey extends QueryKey,
>(props: ReadingCatalogProps<Item, RecItem, ListKey, RecKey>) {
  const [{ category_id: cid, page }, go] = useCatalogParams(CATEGORY_PAGE_URL);
  const list = useQuery(props.listQuery(page, cid));
  const rec = useQuery(props.recQuery);
  const rows = <T extends { id: number }>(items: T[], row: (item: T) => ReactNode) => (
    <ul className={props.listClass}>
      {items.map((item) => (
        <li key={item.id}>{row(item)}</li>
      ))}
    </ul>
  );

  return (
    <div className="mc-page">
      <CategoryBar
        categories={list.data?.categories ?? []}
        active={cid}
        onPick={(id) => go({ category_id: id, page: 1 })}
      />
      <ListWithSide
        label={props.label}
        list={
          <CatalogList
            query={list}
            pageOf={(r) => r.data}
            skeleton={props.skeleton}
            pager={{ current: page, size: props.pageSize, go: (p) => go({ page: p }), inAddress: true }}
          >
            {(items) => rows(items, props.row)}
          </CatalogList>
        }
        sideTitle="推荐阅读"
        wideSide={props.wideSide}
        side={
          <CatalogList query={rec} pageOf={(r) => wholeList(r)} skeleton={<SkeletonText rows={4} />} compact>
            {(items) => rows(items, props.recRow)}
          </CatalogList>
        }
      />
    </div>
  );
}
