import { App, Button, Popconfirm, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { AdminApiError } from '../api/client.ts';

export interface ConfirmButtonProps {
  /** The button's text, which names it. */
  children: ReactNode;
  /** The question asked before acting: `确定删除角色“运营”吗？` */
  title: ReactNode;
  /** The action (a mutation's `mutateAsync`); a refusal is shown as the server's message. */
  onConfirm: () => Promise<unknown>;
  /** Shown when the action succeeds. */
  done?: string;
  danger?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
}

/** A button that asks first, then acts, spinning while it does; the server's refusal (409…) is shown as it says. */
export function ConfirmButton({
  children,
  title,
  onConfirm,
  done,
  danger,
  type = 'link',
  size = 'small',
}: ConfirmButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    try {
      await onConfirm();
      if (done) void message.success(done);
    } catch (error) {
      void message.error(error instanceof AdminApiError ? error.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={title} okText="确定" cancelText="取消" onConfirm={act} okButtonProps={{ danger }}>
      <Button type={type} size={size} danger={danger} loading={busy}>
        {children}
      </Button>
    </Popconfirm>
  );
}
