import { UserOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import './avatar.css';

/**
 * A round avatar, or the user icon when there is none or it fails to load: antd's Avatar look without antd, for
 * the header and first screens that load none of antd. Decorative: the name beside it says who it is.
 */
export function Avatar({ src, size = 32 }: { src: string | null; size?: 32 | 40 }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`plain-avatar plain-avatar--${size}`} aria-hidden>
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : <UserOutlined />}
    </span>
  );
}

/** Avatars overlapping in a row, like antd's Avatar.Group. */
export function AvatarGroup({ children }: { children: ReactNode }) {
  return <span className="plain-avatar-group">{children}</span>;
}
