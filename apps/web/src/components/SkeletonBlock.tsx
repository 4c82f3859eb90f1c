import './skeleton-block.css';

/**
 * antd's active `Skeleton.Node` look (a shimmering grey block) without antd's Skeleton and its style code, for
 * first screens whose own download should stay small (the home page).
 */
export function SkeletonBlock({ height }: { height: number }) {
  return <div className="skeleton-block" style={{ height }} />;
}
