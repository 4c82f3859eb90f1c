import { create } from 'zustand';

/** The account dialogs (SPEC §2). Only one is open at a time; each returns to login. */
export type DialogName =
  'login' | 'register' | 'forgotPassword' | 'wechatScan' | 'bindMobile' | 'codeBindMobile';

interface DialogState {
  open: DialogName | null;
  show(name: DialogName): void;
  close(): void;
}

export const useDialogs = create<DialogState>()((set) => ({
  open: null,
  show: (open) => set({ open }),
  close: () => set({ open: null }),
}));
