import { BookOutlined, CrownOutlined, DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { unreadCountQuery } from '../../api/member.ts';
import { paths } from '../../config/paths.ts';
import { runtimeConfig } from '../../config/runtime.ts';
import { useDialogs } from '../../stores/dialogs.ts';
import { useFeatures } from '../../stores/features.ts';
import { useLogoutMutation, useMember } from '../../stores/session-actions.ts';
import { useSession } from '../../stores/session.ts';
import { Avatar } from '../Avatar.tsx';
import { useFeedback } from '../feedback/feedback.ts';
import { PlainButton } from '../PlainButton.tsx';

/** SPEC §9: the header goes home this long after a logout. */
export const LOGOUT_REDIRECT_DELAY_MS = 800;

/**
 * The unread dot (screens account §1): asked when logged in and `freshUnread` is set; a zero count clears the
 * flag, a non-zero count shows the dot.
 */
function useUnreadDot(): boolean {
  const isLogin = useSession((s) => s.isLogin);
  const freshUnread = useSession((s) => s.freshUnread);
  const setFreshUnread = useSession((s) => s.setFreshUnread);
  const unread = useQuery({ ...unreadCountQuery, enabled: isLogin && freshUnread });
  useEffect(() => {
    if (freshUnread && !unread.isFetching && unread.data === 0) setFreshUnread(false);
  }, [freshUnread, unread.isFetching, unread.data, setFreshUnread]);
  return isLogin && freshUnread && (unread.data ?? 0) > 0;
}

/**
 * 安全退出 (SPEC §4): POST /api/v2/logout, toast 已安全退出, end the session, go home after 800 ms. A second
 * click while in flight is ignored; a failure (already toasted by the client) allows another try.
 */
function useLogout() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const mutation = useLogoutMutation();
  const logout = () => {
    if (mutation.isPending) return;
    mutation.mutate(undefined, {
      onSuccess: () => {
        void message.success('已安全退出');
        // Not cleared on unmount: the navigation belongs to the router, not to this header instance.
        setTimeout(() => void navigate(paths.home()), LOGOUT_REDIRECT_DELAY_MS);
      },
    });
  };
  return { logout, loggingOut: mutation.isPending };
}

/** How long the menu stays open after the pointer leaves, so crossing the gap to it does not close it. */
const CLOSE_DELAY_MS = 150;

/**
 * The member menu: opens on hover or click; from the keyboard Enter/Space/↓ open it, Esc closes it and
 * returns focus to the button, focus leaving it closes it. Plain links and a button rather than antd Dropdown.
 */
function UserMenu({ onLogout, loggingOut }: { onLogout(): void; loggingOut: boolean }) {
  const user = useMember();
  const hasUnread = useUnreadDot();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  if (!user) return null;

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };

  return (
    <div
      className="site-user"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="site-header__user"
        aria-label={`${user.nick_name} 的账户菜单`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            show();
            requestAnimationFrame(() => menu.current?.querySelector<HTMLElement>('a, button')?.focus());
          }
        }}
      >
        <span className="site-avatar-wrap">
          <Avatar key={user.avatar} src={user.avatar} size={40} />
          {hasUnread && <span className="site-dot" role="img" aria-label="有未读消息" title="有未读消息" />}
        </span>
        <span className="site-header__user-name">{user.nick_name}</span>
        <DownOutlined style={{ fontSize: 10 }} aria-hidden />
      </button>
      {open && (
        <ul id={menuId} ref={menu} className="site-user__menu">
          <li>
            <Link to={paths.member()} onClick={close}>
              用户中心
            </Link>
          </li>
          <li>
            <Link to={paths.memberMessages()} onClick={close}>
              <span className="site-user__label">
                我的消息
                {hasUnread && <span className="site-dot site-dot--corner" aria-hidden />}
              </span>
              {hasUnread && <span className="sr-only">（有未读消息）</span>}
            </Link>
          </li>
          <li>
            <button type="button" disabled={loggingOut} onClick={onLogout}>
              安全退出
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Right side of the top row: VIP, 我的学习, and either 登录 | 注册 or the member menu. */
export function HeaderActions() {
  const isLogin = useSession((s) => s.isLogin);
  const hasUser = useMember() !== null;
  const vip = useFeatures((s) => s.features.vip);
  const show = useDialogs((s) => s.show);
  const navigate = useNavigate();
  const { logout, loggingOut } = useLogout();
  const showVip = vip && !runtimeConfig().vipDisabled;

  return (
    <div className="site-header__actions">
      {showVip && (
        <Link to={paths.vip()} className="site-header__icon-link">
          <CrownOutlined aria-hidden />
          <span>VIP会员</span>
        </Link>
      )}
      <button
        type="button"
        className="site-header__icon-link"
        onClick={() => (isLogin ? void navigate(paths.studyCenter()) : show('login'))}
      >
        <BookOutlined aria-hidden />
        <span>我的学习</span>
      </button>
      {isLogin && hasUser ? (
        <UserMenu onLogout={logout} loggingOut={loggingOut} />
      ) : (
        <div className="site-header__auth">
          <PlainButton variant="link" onClick={() => show('login')}>
            登录
          </PlainButton>
          <span className="site-header__sep" aria-hidden>
            |
          </span>
          <PlainButton variant="link" onClick={() => show('register')}>
            注册
          </PlainButton>
        </div>
      )}
    </div>
  );
}
