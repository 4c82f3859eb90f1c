import { create } from 'zustand';
import type { MemberDetail } from '@meedu/contract';
import { flags, token } from '../lib/storage.ts';

export interface AddressForm {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

const emptyAddress: AddressForm = { name: '', mobile: '', province: '', city: '', area: '', street: '' };

interface SessionState {
  user: MemberDetail | null;
  isLogin: boolean;
  /** Ask the unread count again (set on login and after messages change). */
  freshUnread: boolean;
  addressForm: AddressForm;
  login(user: MemberDetail): void;
  /** Clears the user, the token and both pending flags (SPEC §4). */
  logout(): void;
  setCredit1(credit1: number): void;
  setFreshUnread(v: boolean): void;
  setAddressForm(form: AddressForm): void;
}

export const useSession = create<SessionState>()((set) => ({
  user: null,
  isLogin: false,
  freshUnread: false,
  addressForm: emptyAddress,
  login: (user) => set({ user, isLogin: true, freshUnread: true }),
  logout: () => {
    token.clear();
    flags.setBindMobile(false);
    flags.setFaceCheck(false);
    set({ user: null, isLogin: false, freshUnread: false });
  },
  setCredit1: (credit1) => set((s) => (s.user ? { user: { ...s.user, credit1 } } : s)),
  setFreshUnread: (freshUnread) => set({ freshUnread }),
  setAddressForm: (addressForm) => set({ addressForm }),
}));
