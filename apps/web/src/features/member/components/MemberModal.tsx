import { Modal } from 'antd';
import type { ReactNode } from 'react';

/** The frame of the member-page dialogs: centred, width 500, no footer, not closed by a mask click. */
export function MemberModal({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
}) {
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
