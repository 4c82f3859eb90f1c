import { Flex, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface AuthModalProps {
  /** The active title (or the tabs of the login dialog). */
  title: ReactNode;
  /** The link on the right of the header row (for example `新用户注册>>`). */
  extra?: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of every account dialog (screens/account §4): centred, width 500, no footer, not closed by a mask
 * click. Every dialog shows the same close button (the reference mixes two kinds; defect 4). The dialog is
 * mounted only while open, so its fields and timers start fresh each time.
 */
export function AuthModal({ title, extra, onClose, children }: AuthModalProps) {
  return (
    <Modal
      open
      centered
      width={500}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      title={
        <Flex justify="space-between" align="center" style={{ paddingRight: 32, minHeight: 32 }}>
          <div style={{ fontSize: 18, fontWeight: 600 }}>{title}</div>
          {extra ? <div style={{ fontSize: 14, fontWeight: 400 }}>{extra}</div> : null}
        </Flex>
      }
    >
      <div style={{ paddingTop: 8 }}>{children}</div>
    </Modal>
  );
}

/** A text link in a dialog's header or body. */
export function DialogLink({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <a role="button" onClick={onClick}>
      {children}
    </a>
  );
}
