import { Button } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { useDialogs } from '../../stores/dialogs.ts';
import { useSession } from '../../stores/session.ts';

/** A small illustration: an open course window with a play button and a lock. */
function Banner() {
  return (
    <svg className="login-page__banner" viewBox="0 0 300 300" role="img" aria-label="登录插图">
      <defs>
        <linearGradient id="login-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e8efff" />
          <stop offset="1" stopColor="#f5f8ff" />
        </linearGradient>
        <linearGradient id="login-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5b8cff" />
          <stop offset="1" stopColor="#245bdb" />
        </linearGradient>
      </defs>
      <circle cx="150" cy="150" r="140" fill="url(#login-bg)" />
      <rect x="62" y="78" width="176" height="118" rx="12" fill="#fff" stroke="#d6e2ff" strokeWidth="3" />
      <rect x="74" y="90" width="152" height="94" rx="6" fill="url(#login-screen)" />
      <path d="M140 118 L166 137 L140 156 Z" fill="#fff" />
      <rect x="46" y="196" width="208" height="12" rx="6" fill="#c7d6ff" />
      <rect x="186" y="168" width="56" height="46" rx="8" fill="#ffb547" />
      <path d="M200 168 v-10 a14 14 0 0 1 28 0 v10" fill="none" stroke="#ffb547" strokeWidth="6" />
      <circle cx="214" cy="188" r="5" fill="#fff" />
      <rect x="208" y="190" width="12" height="12" rx="3" fill="#fff" />
      <circle cx="78" cy="238" r="6" fill="#9db8ff" />
      <circle cx="236" cy="62" r="8" fill="#9db8ff" />
      <circle cx="58" cy="96" r="4" fill="#ffb547" />
    </svg>
  );
}

/**
 * /login (screens account §5): a banner and 登录后查看, which opens the login dialog (never automatically).
 * A member who is already logged in goes on to the safe redirect.
 */
export default function LoginPage() {
  useDocumentTitle('登录');
  const isLogin = useSession((s) => s.isLogin);
  const show = useDialogs((s) => s.show);
  const [params] = useSearchParams();

  if (isLogin) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <section className="login-page">
      <Banner />
      <h1>登录后查看更多精彩内容</h1>
      <p>课程、直播、电子书与学习记录，登录后即可继续学习</p>
      <Button type="primary" className="login-page__button" onClick={() => show('login')}>
        登录后查看
      </Button>
    </section>
  );
}
