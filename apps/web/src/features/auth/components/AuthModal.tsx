import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { FormModal } from '../../../components/FormModal.tsx';
import { PlainButton } from '../../../components/PlainButton.tsx';
import './login-dialog.css';

export interface AuthModalProps {
  /** The active title (or the tabs of the login dialog). */
  title: ReactNode;
  /** The link on the right of the header row (for example `新用户注册>>`). */
  extra?: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of every account dialog (screens/account §4): the shared dialog frame with a header row of the title
 * and a link. Every dialog shows the same close button (the reference mixes two kinds; defect 4).
 */
export function AuthModal({ title, extra, onClose, children }: AuthModalProps) {
  return (
    <FormModal
      onClose={onClose}
      title={
        <Flex justify="space-between" align="center" style={{ paddingRight: 32, minHeight: 32 }}>
          <div style={{ fontSize: 18, fontWeight: 600 }}>{title}</div>
          {extra ? <div style={{ fontSize: 14, fontWeight: 400 }}>{extra}</div> : null}
        </Flex>
      }
    >
      {children}
    </FormModal>
  );
}

/**
 * A text link in a dialog's header or body. A real button (an `<a>` without `href` is not in the tab order, so
 * a keyboard could never reach 忘记密码 or 新用户注册), drawn as antd's link button.
 */
export function DialogLink({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <PlainButton variant="link" className="dialog-link" onClick={onClick}>
      {children}
    </PlainButton>
  );
}
