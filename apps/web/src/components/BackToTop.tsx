import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import './floating-card.css';

/** Visible from this scroll offset on (SPEC §9). */
export const BACK_TO_TOP_THRESHOLD = 2000;

/** The page's own scroll offset; inner scrolling boxes (chat lists, catalogues) do not count. */
function scrollOffset(): number {
  return Math.max(window.scrollY, document.documentElement.scrollTop, document.body.scrollTop);
}

/** The fixed 顶部 button (screens account §3): appears at 2000 px of scroll, scrolls back to (0, 0). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(scrollOffset() >= BACK_TO_TOP_THRESHOLD);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="floating-card back-to-top"
      aria-label="回到顶部"
      onClick={() => {
        window.scrollTo(0, 0);
        setVisible(false);
      }}
    >
      <VerticalAlignTopOutlined style={{ fontSize: 26 }} aria-hidden />
      <span>顶部</span>
    </button>
  );
}
