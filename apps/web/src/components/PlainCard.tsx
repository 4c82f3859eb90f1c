import type { CSSProperties, ReactNode } from 'react';
import './plain-card.css';

/**
 * antd's Card (a white box with a thin border, an optional title bar) as plain markup, for member pages whose
 * first screen loads none of antd (issue 30): antd's Card brings antd's core and its runtime styling along.
 */
export function PlainCard({
  title,
  bodyPadding = 24,
  style,
  children,
}: {
  title?: ReactNode;
  bodyPadding?: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className="plain-card" style={style}>
      {title ? <div className="plain-card__head">{title}</div> : null}
      <div style={{ padding: bodyPadding }}>{children}</div>
    </div>
  );
}
