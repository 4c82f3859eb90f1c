import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../stores/session.ts';
import { browser } from '../../../lib/browser.ts';

/**
 * `退出登录`: the forced bind-mobile and face-check pages offer a way out (the reference has none; defect 13).
 * The session is cleared even if the server call fails.
 */
export function LeaveLink() {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.post('/api/v2/logout', {}, { silent: true });
    } catch {
      // the token is dropped locally either way
    }
    useSession.getState().logout();
    browser.assign('/');
  };
  return (
    <a role="button" onClick={() => void leave()} style={{ color: '#999', fontSize: 13 }}>
      暂不处理，退出登录
    </a>
  );
}
