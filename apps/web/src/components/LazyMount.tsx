import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** How far ahead of the viewport a lazily mounted block starts loading. */
export const NEAR_MARGIN_PX = 400;

/**
 * Calls `onNear` once `el` is within `marginPx` of the viewport: at once when it already is (or when the browser
 * cannot tell, as in tests), otherwise when scrolling brings it there. Returns the cancel function.
 */
export function onceNear(el: Element, onNear: () => void, marginPx = NEAR_MARGIN_PX): () => void {
  const rect = el.getBoundingClientRect();
  const viewport = window.innerHeight || document.documentElement.clientHeight;
  if (rect.top - marginPx <= viewport || typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${marginPx}px 0px` },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

interface Props {
  children: ReactNode;
  /** Space the block keeps before it mounts, so the page does not jump when it does. */
  minHeight?: number;
  className?: string;
  style?: CSSProperties;
  marginPx?: number;
}

/**
 * Mounts `children` only when the block comes near the viewport. Wrap a below-the-fold block whose code is a lazy
 * chunk (comments, widgets): the chunk and its data are fetched when a visitor scrolls towards it, not with the
 * first screen.
 */
export function LazyMount({ children, minHeight, className, style, marginPx = NEAR_MARGIN_PX }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    return onceNear(el, () => setNear(true), marginPx);
  }, [near, marginPx]);
  return (
    <div
      ref={box}
      className={className}
      style={near ? style : { minHeight, ...style }}
      data-lazy-mount={near ? 'mounted' : 'waiting'}
    >
      {near ? children : null}
    </div>
  );
}
