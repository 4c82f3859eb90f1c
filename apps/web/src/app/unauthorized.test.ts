import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMember } from '../../test/render.tsx';
import { queryClient } from '../api/query-client.ts';
import { flags, token } from '../lib/storage.ts';
import { useSession } from '../stores/session.ts';
import { handleUnauthorized, resetUnauthorizedGuard } from './unauthorized.ts';

afterEach(() => resetUnauthorizedGuard());

describe('handleUnauthorized', () => {
  it('clears the session and member cache, then loads /login once without a redirect', () => {
    token.set('expired');
    flags.setFaceCheck(true);
    useSession.getState().login(makeMember());
    queryClient.setQueryData(['member', 'detail'], makeMember());
    const go = vi.fn();

    handleUnauthorized(go);
    handleUnauthorized(go);

    expect(token.get()).toBeNull();
    expect(flags.faceCheckPending()).toBe(false);
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().isLogin).toBe(false);
    expect(queryClient.getQueryData(['member', 'detail'])).toBeUndefined();
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/login');
  });
});
