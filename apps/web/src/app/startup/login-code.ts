import type { SocialiteLoginReply } from '@meedu/contract';
import { ApiError } from '../../api/client.ts';
import { loginWithCode } from '../../api/session.ts';
import { paths } from '../../config/paths.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { StorageKeys, loginCodeGuardKey, sessionStore, storage, token } from '../../lib/storage.ts';
import { useDialogs } from '../../stores/dialogs.ts';
import { completeLogin } from '../../stores/session-actions.ts';
import type { StartupEnv } from './run-startup.ts';
import { withoutLoginParams } from './url-params.ts';

// Loaded by start-up only when the address carries a login_code, so ordinary visits do not download it.

/**
 * `login_code` + `action=login`, once per code: a token logs in (then the callback page goes to the safe
 * redirect, any other page drops the two parameters); `bind_mobile` keeps the code and opens the code-bind
 * dialog. A failed exchange has already been toasted by the client.
 * Returns true when it logged the member in.
 */
export async function exchangeLoginCode(
  env: StartupEnv,
  code: string,
  redirect: string | null,
): Promise<boolean> {
  const { pathname, search } = env.location;
  const guard = loginCodeGuardKey(code);
  if (sessionStore.get(guard) !== null) {
    // A reload of an address whose code was already used: do not spin on the callback page.
    if (pathname === paths.loginCallback() && token.get()) env.replaceUrl(safeRedirect(redirect));
    return false;
  }
  sessionStore.set(guard, code);
  const msv = storage.get(StorageKeys.msv);
  let reply: SocialiteLoginReply;
  try {
    reply = await loginWithCode(code, msv);
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'auth') throw e;
    return false;
  }
  if (reply.success === 1) {
    await completeLogin(reply.token);
    env.replaceUrl(
      pathname === paths.loginCallback() ? safeRedirect(redirect) : withoutLoginParams(pathname, search),
    );
    return true;
  }
  if (reply.action === 'bind_mobile') {
    storage.set(StorageKeys.loginCode, reply.code || code);
    useDialogs.getState().show('codeBindMobile');
  }
  return false;
}
