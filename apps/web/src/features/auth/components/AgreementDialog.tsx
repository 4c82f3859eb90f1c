import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { configQuery } from '../../../api/system.ts';
import AntdScope from '../../../components/antd/AntdScope.tsx';
import { useLogoutMutation } from '../../../stores/session-actions.ts';
import { useAgreeMutation } from '../api/agreement-agree.ts';
import type { AgreeRequest, AgreementStatus } from '@meedu/contract';

/**
 * The agreement dialog (upstream-4.9.30 §4.2): a member whose `agreement_status` says they have not accepted the
 * current user agreement or privacy policy cannot use the storefront until they agree or log out. The modal has
 * no close button, ignores Escape and mask clicks, and keeps focus inside itself (antd's focus trap); agreeing
 * re-reads the member, which closes it.
 */
export default function AgreementDialog({ status }: { status: AgreementStatus }) {
  const config = useQuery(configQuery).data;
  const agree = useAgreeMutation();
  const logout = useLogoutMutation({ always: true });
  const pending: AgreeRequest = {};
  if (!status.user_agreement_agreed) pending.user_agreement_agreed = true;
  if (!status.privacy_policy_agreed) pending.privacy_policy_agreed = true;
  const busy = agree.isPending || logout.isPending;
  return (
    <AntdScope>
      <Modal
        open
        centered
        width={460}
        title="用户协议和隐私政策"
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        footer={[
          <Button key="leave" onClick={() => logout.mutate()} disabled={busy}>
            不同意并退出登录
          </Button>,
          <Button
            key="agree"
            type="primary"
            loading={agree.isPending}
            disabled={busy}
            onClick={() => agree.mutate(pending)}
          >
            同意并继续
          </Button>,
        ]}
      >
        <p>
          我们更新了
          <a href={config?.user_protocol} target="_blank" rel="noreferrer">
            《用户协议》
          </a>
          和
          <a href={config?.user_private_protocol} target="_blank" rel="noreferrer">
            《隐私政策》
          </a>
          ，请阅读并同意后继续使用。
        </p>
      </Modal>
    </AntdScope>
  );
}
