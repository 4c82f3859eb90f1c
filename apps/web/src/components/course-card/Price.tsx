import type { PriceTag } from './price.ts';

/** '￥{charge}' with a smaller '￥', or the green '免费'. */
export function Price({ tag, className }: { tag: PriceTag; className?: string }) {
  if (tag.kind === 'none') return null;
  if (tag.kind === 'free') return <span className={`mc-price mc-price--free ${className ?? ''}`}>免费</span>;
  return (
    <span className={`mc-price ${className ?? ''}`}>
      <small>￥</small>
      {tag.charge}
    </span>
  );
}
