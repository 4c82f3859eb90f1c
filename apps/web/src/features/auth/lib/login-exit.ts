import { useLocation, useNavigate } from 'react-router';
import { paths, withQuery } from '../../../config/paths.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { StorageKeys, flags, storage } from '../../../lib/storage.ts';
import { completeLogin } from '../../../stores/session-actions.ts';
import { browser } from '../../../lib/browser.ts';

/** The pages where a login sends the member on to the `redirect` parameter instead of reloading. */
export const LOGIN_PATHS: readonly string[] = [paths.login(), paths.loginCallback()];

/** Query parameters the socialite return adds; they are dropped when we leave or come back to a page. */
export const SOCIALITE_PARAMS = ['login_code', 'action', 'login_err_msg'] as const;

/**
 * What every login path does at its end (SPEC §4 "Login success"): on /login and /login/callback go to the
 * safe redirect (never off-site), elsewhere reload so the page shows the member's state.
 */
export function useLoginExit() {
  const navigate = useNavigate();
  const location = useLocation();
  const onLoginPath = LOGIN_PATHS.includes(location.pathname);
  const redirectParam = new URLSearchParams(location.search).get('redirect');
  const target = safeRedirect(redirectParam);

  return {
    onLoginPath,
    finish() {
      if (onLoginPath) void navigate(target, { replace: true });
      else browser.reload();
    },
    /** Like finish, but without a reload: leaves the socialite parameters out of the current address. */
    finishInPlace() {
      if (onLoginPath) {
        void navigate(target, { replace: true });
        return;
      }
      const params = new URLSearchParams(location.search);
      for (const p of SOCIALITE_PARAMS) params.delete(p);
      void navigate(withQuery(location.pathname, Object.fromEntries(params)), { replace: true });
    },
    /** Face verification pending: the face-check page, carrying the redirect so the member lands there after. */
    toFaceCheck() {
      void navigate(
        withQuery(paths.faceCheck(), { redirect: onLoginPath && redirectParam ? target : undefined }),
        {
          replace: true,
        },
      );
    },
  };
}

/**
 * The after-bind rule of SPEC §4 for both bind-mobile dialogs. Unlike the reference (defect 12) the new token
 * is stored in every branch, then member detail re-derives the pending flags. Returns whether face
 * verification is still pending.
 */
export async function completeBind(newToken: string): Promise<'faceCheck' | 'done'> {
  storage.remove(StorageKeys.loginCode);
  flags.setBindMobile(false);
  await completeLogin(newToken);
  return flags.faceCheckPending() ? 'faceCheck' : 'done';
}
