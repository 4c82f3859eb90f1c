import { create } from 'zustand';

/** The account dialogs (SPEC §2). Only one is open at a time; each returns to login. */
export type DialogName =
  'login' | 'register' | 'forgotPassword' | 'wechatScan' | 'bindMobile' | 'codeBindMobile';

interface DialogState {
  open: DialogName | null;
  show(name: DialogName): void;
  close(): void;
}

/**
 * The control that opened the first dialog of a run (a dialog may lead to another: login → register): focus goes
 * back to it when the last one closes (WCAG 2.4.3). The dialogs unmount as they close, so antd's own return of
 * focus never runs.
 */
let opener: HTMLElement | null = null;

export const useDialogs = create<DialogState>()((set, get) => ({
  open: null,
  show: (open) => {
    if (get().open === null && document.activeElement instanceof HTMLElement) opener = document.activeElement;
    set({ open });
  },
  close: () => {
    set({ open: null });
    const back = opener;
    opener = null;
    if (back?.isConnected) requestAnimationFrame(() => back.focus());
  },
}));
