import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import AntdScope from '../../components/antd/AntdScope.tsx';
import { useDialogs, type DialogName } from '../../stores/dialogs.ts';

/** Each dialog is its own chunk, loaded the first time it opens. */
const dialogs: Record<DialogName, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('./components/LoginDialog.tsx')),
  register: lazy(() => import('./components/RegisterDialog.tsx')),
  forgotPassword: lazy(() => import('./components/ForgotPasswordDialog.tsx')),
  wechatScan: lazy(() => import('./components/WechatScanDialog.tsx')),
  bindMobile: lazy(() => import('./components/WechatBindMobileDialog.tsx')),
  codeBindMobile: lazy(() => import('./components/CodeBindMobileDialog.tsx')),
};

/**
 * Renders the account dialog the dialogs store has open (one at a time). Switching dialogs unmounts the old
 * one, which stops its timers and polling, and mounts the new one with empty fields.
 */
export default function AuthDialogs() {
  const open = useDialogs((s) => s.open);
  if (!open) return null;
  const Dialog = dialogs[open];
  return (
    <AntdScope>
      <Suspense fallback={null}>
        <Dialog key={open} />
      </Suspense>
    </AntdScope>
  );
}
