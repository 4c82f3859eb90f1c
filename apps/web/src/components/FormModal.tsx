import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface FormModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of the account and member-page dialogs: centred, width 500, no footer, not closed by a mask click.
 * The dialog is mounted only while open, so its fields and timers start fresh each time.
 */
export function FormModal({ title, onClose, children }: FormModalProps) {
  return (
    <Modal
      open
      centered
      width={500}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      title={title}
    >
      <div style={{ paddingTop: 8 }}>{children}</div>
    </Modal>
  );
}
