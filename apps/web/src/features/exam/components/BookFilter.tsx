import type { QuestionBookStatsReply } from '@meedu/contract';
import '../../../components/category-filter/category-filter.css';

interface Props {
  stats: QuestionBookStatsReply;
  /** Questions of the chosen type (all categories). */
  total: number;
  cid1: number;
  cid2: number;
  onPick(cid1: number, cid2: number): void;
}

const countOf = (stats: QuestionBookStatsReply, id: number) =>
  Array.isArray(stats.categories_count) ? 0 : (stats.categories_count[String(id)] ?? 0);

function Row(props: {
  label: string;
  items: { id: number; name: string; count: number }[];
  active: number;
  onPick(id: number): void;
}) {
  return (
    <div className="mc-filter__row" role="group" aria-label={props.label}>
      <span className="mc-filter__label">{props.label}</span>
      <div className="mc-filter__items">
        {props.items.map((it) => (
          <button
            key={it.id}
            type="button"
            className={it.id === props.active ? 'mc-filter__item is-active' : 'mc-filter__item'}
            aria-pressed={it.id === props.active}
            disabled={it.count === 0}
            onClick={() => props.onPick(it.id)}
          >
            {it.name}({it.count})
          </button>
        ))}
      </div>
    </div>
  );
}

/** The books' category filter (screens §15.2): `分类：` and, for a category with children, `标签：`; (0) is disabled. */
export function BookFilter({ stats, total, cid1, cid2, onPick }: Props) {
  const current = stats.categories.find((c) => c.id === cid1);
  return (
    <div className="mc-filter mc-filter--exam">
      <Row
        label="分类："
        items={[
          { id: 0, name: '全部', count: total },
          ...stats.categories.map((c) => ({ id: c.id, name: c.name, count: countOf(stats, c.id) })),
        ]}
        active={cid1}
        onPick={(id) => onPick(id, 0)}
      />
      {current && current.children.length > 0 ? (
        <Row
          label="标签："
          items={[
            { id: 0, name: '全部', count: countOf(stats, current.id) },
            ...current.children.map((c) => ({ id: c.id, name: c.name, count: countOf(stats, c.id) })),
          ]}
          active={cid2}
          onPick={(id) => onPick(cid1, id)}
        />
      ) : null}
    </div>
  );
}
