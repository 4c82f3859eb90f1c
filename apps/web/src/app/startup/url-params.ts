/** Query parameters the start-up sequence reads (screens account §0.1 steps 8–9). */
export interface StartupParams {
  msv: string | null;
  loginCode: string | null;
  action: string | null;
  redirect: string | null;
}

export function readStartupParams(search: string): StartupParams {
  const q = new URLSearchParams(search);
  return {
    msv: q.get('msv'),
    loginCode: q.get('login_code'),
    action: q.get('action'),
    redirect: q.get('redirect'),
  };
}

/** A login code the start-up sequence will exchange for a new token (`?login_code=…&action=login`). */
export function isCodeLogin(params: StartupParams): boolean {
  return params.loginCode !== null && params.action === 'login';
}

/** The current address without the login_code and action parameters (after a code login elsewhere than the callback). */
export function withoutLoginParams(pathname: string, search: string): string {
  const q = new URLSearchParams(search);
  q.delete('login_code');
  q.delete('action');
  const rest = q.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
