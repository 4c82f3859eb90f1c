import { Modal } from 'antd';
import { useDestroyMutation } from '../api/destroy.ts';
import { browser } from '../../../lib/browser.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** How long the `注销成功` toast stays readable before leaving (the reference reloaded at once; defect 11). */
export const LEAVE_AFTER_DESTROY_MS = 1500;

/** `账号注销` (screens/account §9.9): asks for deletion in 7 days, then logs out and goes home. */
export function DestroyDialog({ onClose }: { onClose(): void }) {
  const { message } = useFeedback();
  const destroy = useDestroyMutation();

  const confirm = () => {
    if (destroy.isPending || destroy.isSuccess) return;
    destroy.mutate(undefined, {
      onSuccess: () => {
        message.success('注销成功');
        setTimeout(() => browser.assign('/'), LEAVE_AFTER_DESTROY_MS);
      },
    });
  };

  return (
    <Modal
      open
      centered
      width={500}
      title="账号注销"
      okText="确认注销"
      cancelText="暂不注销"
      okButtonProps={{ danger: true }}
      confirmLoading={destroy.isPending || destroy.isSuccess}
      mask={{ closable: false }}
      destroyOnHidden
      onOk={confirm}
      onCancel={onClose}
    >
      <p>确认注销账号？确认之后账号将在7天后自动注销，期间内登录账号将会自动取消账号注销</p>
    </Modal>
  );
}
