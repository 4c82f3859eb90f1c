import { browser } from '../../../lib/browser.ts';
import { useLogoutMutation } from '../../../stores/session-actions.ts';

/**
 * `退出登录`: the forced bind-mobile and face-check pages offer a way out (the reference has none; defect 13).
 * The session ends even if the server call fails.
 */
export function LeaveLink() {
  const logout = useLogoutMutation({ always: true });
  const leave = () => {
    if (!logout.isIdle) return;
    logout.mutate(undefined, { onSettled: () => browser.assign('/') });
  };
  return (
    <a role="button" onClick={leave} style={{ color: '#646b78', fontSize: 13 }}>
      暂不处理，退出登录
    </a>
  );
}
