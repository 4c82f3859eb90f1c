import { paths, withQuery } from '../../../config/paths.ts';

/** Query parameters a QQ bind adds on the way back; removed from the address once handled. */
export const BIND_RETURN_PARAMS = ['login_code', 'action', 'login_err_msg'] as const;

/** Browser address that starts binding QQ to the logged-in member (contract account §3.6, action=bind). */
export function qqBindUrl(apiBase: string, origin: string): string {
  const back = new URL(paths.member(), origin).toString();
  return withQuery(`${apiBase}/api/v3/auth/login/socialite/qq`, { s_url: back, f_url: back, action: 'bind' });
}
