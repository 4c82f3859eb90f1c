import './category-bar.css';

interface Props {
  categories: { id: number; name: string }[];
  /** The chosen top-level category, 0 = all. */
  active: number;
  onPick(id: number): void;
}

/**
 * The top-level category bar of the book and topic lists (screens catalog §9, §12): 全部 and each top category
 * (a child never shows; picking it would act like its parent).
 */
export function CategoryBar({ categories, active, onPick }: Props) {
  return (
    <div className="category-bar" role="group" aria-label="分类">
      {[{ id: 0, name: '全部' }, ...categories].map((c) => (
        <button
          key={c.id}
          type="button"
          className={c.id === active ? 'category-bar__item is-active' : 'category-bar__item'}
          aria-pressed={c.id === active}
          onClick={() => onPick(c.id)}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
