import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../LoadError.tsx';
import './category-filter.css';

export interface FilterCategory {
  id: number;
  name: string;
  children?: { id: number; name: string }[];
}

interface Props {
  categories: FilterCategory[];
  cid: number;
  child: number;
  onPick(cid: number, child: number): void;
}

/**
 * One row of category chips, 全部 first: the filter's rows, the book and topic lists' bar and the exam
 * catalogues' rows. `label` names the row for screen readers; `shownLabel` also shows it in front ('分类：').
 */
export function CategoryRow({
  label,
  shownLabel,
  items,
  active,
  onPick,
}: {
  label: string;
  shownLabel?: boolean;
  items: { id: number; name: string }[];
  active: number;
  onPick(id: number): void;
}) {
  return (
    <div className="mc-filter__row" role="group" aria-label={label}>
      {shownLabel ? <span className="mc-filter__label">{label}</span> : null}
      <div className="mc-filter__items">
        {[{ id: 0, name: '全部' }, ...items].map((it) => (
          <button
            key={it.id}
            type="button"
            className={it.id === active ? 'mc-filter__item is-active' : 'mc-filter__item'}
            aria-pressed={it.id === active}
            onClick={() => onPick(it.id)}
          >
            {it.name}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The top categories of the book and topic lists (screens catalog §9, §12): a child never shows (it would act like its parent). */
export function CategoryBar(props: {
  categories: { id: number; name: string }[];
  active: number;
  onPick(id: number): void;
}) {
  return (
    <div className="mc-filter">
      <CategoryRow label="分类" items={props.categories} active={props.active} onPick={props.onPick} />
    </div>
  );
}

/**
 * The two-level category bar of the list pages (screens catalog §2.1): '分类：' and, when the chosen top category
 * has children, '细分：'. The course, live, learning-path and Q&A lists share it (`children` optional).
 */
export function CategoryFilter({ categories, cid, child, onPick }: Props) {
  const current = categories.find((c) => c.id === cid);
  const children = current?.children ?? [];
  return (
    <div className="mc-filter">
      <CategoryRow label="分类：" shownLabel items={categories} active={cid} onPick={(id) => onPick(id, 0)} />
      {current && children.length > 0 ? (
        <CategoryRow
          label="细分："
          shownLabel
          items={children}
          active={child}
          onPick={(id) => onPick(cid, id)}
        />
      ) : null}
    </div>
  );
}

/** The filter of a tree that has a query of its own (courses, learning paths): 加载失败 with 重试 when it fails. */
export function QueriedCategoryFilter({
  query,
  ...filter
}: Omit<Props, 'categories'> & {
  query: Pick<UseQueryResult<FilterCategory[]>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
}) {
  if (query.isError && !query.data)
    return (
      <div className="mc-filter">
        <LoadError compact error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      </div>
    );
  return <CategoryFilter categories={query.data ?? []} {...filter} />;
}
