import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../stores/session.ts';

/**
 * For actions that need a member on public pages (buy, collect, comment, open a video...): returns `true` when
 * logged in; otherwise navigates to `/login?redirect=<this page>` (screens/catalog §0.2) and returns `false`.
 * After logging in there, the visitor comes back to the same page and query.
 */
export function useRequireLogin(): () => boolean {
  const isLogin = useSession((s) => s.isLogin);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (isLogin) return true;
    void navigate(paths.login(pathname + search));
    return false;
  }, [isLogin, navigate, pathname, search]);
}
