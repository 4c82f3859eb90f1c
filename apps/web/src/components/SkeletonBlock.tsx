import './skeleton-block.css';

/**
 * antd's active `Skeleton.Node` look (a shimmering grey block) without antd's Skeleton and its style code, for
 * first screens whose own download should stay small (home, course detail). Full width unless `width` is given.
 */
export function SkeletonBlock({ height, width }: { height: number; width?: number }) {
  return <div className="skeleton-block" style={{ height, width }} />;
}

/** antd's active `Skeleton` with a title and `rows` lines of text, the last one shorter. */
export function SkeletonText({ rows }: { rows: number }) {
  return (
    <div className="skeleton-text" aria-hidden>
      <div className="skeleton-block skeleton-text__title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-block skeleton-text__line" />
      ))}
    </div>
  );
}
