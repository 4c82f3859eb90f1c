import { create } from 'zustand';

export interface AddressForm {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

const emptyAddress: AddressForm = { name: '', mobile: '', province: '', city: '', area: '', street: '' };

/**
 * The login state of SPEC §3 that no server owns. The member itself (SPEC's `user`) lives in one place, the
 * query cache under `memberDetailQuery` (read it with `useMember()`); this store says whether a session is on.
 * It is written only by `startSession` and `endSession` (session-actions.ts).
 */
interface SessionState {
  isLogin: boolean;
  /** Ask the unread count again (set on login and after messages change). */
  freshUnread: boolean;
  addressForm: AddressForm;
  setFreshUnread(v: boolean): void;
  setAddressForm(form: AddressForm): void;
}

export const loggedOut = { isLogin: false, freshUnread: false, addressForm: emptyAddress } as const;

export const useSession = create<SessionState>()((set) => ({
  ...loggedOut,
  setFreshUnread: (freshUnread) => set({ freshUnread }),
  setAddressForm: (addressForm) => set({ addressForm }),
}));
