import type { LiveCategory } from '@meedu/contract';

function Row({
  label,
  items,
  active,
  onPick,
}: {
  label: string;
  items: { id: number; name: string }[];
  active: number;
  onPick(id: number): void;
}) {
  return (
    <div className="mc-filter__row" role="group" aria-label={label}>
      <span className="mc-filter__label">{label}</span>
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

/** The two-level category bar of /live (screens catalog §6, as §2.1 without scenes). */
export function LiveCategoryFilter({
  categories,
  cid,
  child,
  onPick,
}: {
  categories: LiveCategory[];
  cid: number;
  child: number;
  onPick(cid: number, child: number): void;
}) {
  const current = categories.find((c) => c.id === cid);
  return (
    <div className="mc-filter">
      <Row label="分类：" items={categories} active={cid} onPick={(id) => onPick(id, 0)} />
      {current && current.children.length > 0 ? (
        <Row label="细分：" items={current.children} active={child} onPick={(id) => onPick(cid, id)} />
      ) : null}
    </div>
  );
}
