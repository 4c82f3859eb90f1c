import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { loginCodeGuardKey } from '../../../lib/storage.ts';
import { useBindWithCodeMutation } from '../api/bind-with-code.ts';
import { BIND_RETURN_PARAMS } from './socialite-return.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

function claimOnce(code: string): boolean {
  const key = loginCodeGuardKey(code);
  try {
    if (sessionStorage.getItem(key) !== null) return false;
    sessionStorage.setItem(key, code);
  } catch {
    // without sessionStorage the in-page ref below still guards this visit
  }
  return true;
}

/**
 * Back from a QQ bind (`?login_code=…&action=bind`, or `login_err_msg` on failure): bind once per code,
 * report, then drop the parameters from the address (the bind mutation reads the member and config again).
 */
export function useSocialiteBindReturn(): void {
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  const { mutate: bindWithCode } = useBindWithCodeMutation();

  useEffect(() => {
    if (params.get('action') !== 'bind') return;
    const code = params.get('login_code');
    const error = params.get('login_err_msg');
    const signature = params.toString();
    if (handled.current === signature) return;
    handled.current = signature;

    if (error) message.error(error);
    if (code && claimOnce(code)) {
      // The mutation reads the member and config again; a refusal has been toasted by the client.
      bindWithCode(code, { onSuccess: () => void message.success('绑定成功') });
    }
    const rest = new URLSearchParams(params);
    for (const p of BIND_RETURN_PARAMS) rest.delete(p);
    setParams(rest, { replace: true });
  }, [params, setParams, message, bindWithCode]);
}
