import type { CSSProperties, ReactNode } from 'react';
import './empty.css';

/**
 * The one empty state (screens account §0.7): a centred placeholder drawing, an empty tray. The reference shows
 * no text; a page may pass a short `description`. Screen readers always get 暂无数据 or the description. Our
 * own drawing rather than antd's Empty, which brings antd's runtime styling to pages that otherwise load none.
 */
export function Empty({ description, style }: { description?: ReactNode; style?: CSSProperties }) {
  return (
    <div
      role="status"
      aria-label={typeof description === 'string' ? description : '暂无数据'}
      className="plain-empty"
      style={style}
    >
      <div className="plain-empty__image">
        <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden focusable="false">
          <ellipse cx="32" cy="35" rx="29" ry="5" fill="#f5f5f5" />
          <g stroke="#d9d9d9" strokeLinejoin="round">
            <path d="M11 15 19.5 4.5Q20.5 3 22 3h20q1.5 0 2.5 1.5L53 15" fill="none" />
            <path
              d="M11 15h12.5q1.5 0 2 1.5l.6 1.8q.5 1.7 2.2 1.7h7.4q1.7 0 2.2-1.7l.6-1.8q.5-1.5 2-1.5H53v15q0 3-3 3H14q-3 0-3-3z"
              fill="#fafafa"
            />
          </g>
        </svg>
      </div>
      {description ? <div className="plain-empty__description">{description}</div> : null}
    </div>
  );
}
