import { describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { flags, token } from '../lib/storage.ts';
import { useSession } from '../stores/session.ts';
import { handleUnauthorized, setAppNavigator } from './unauthorized.ts';
import { makeMember } from '../../test/factories/member.ts';
import { cachedMember, loginAs } from '../../test/render.tsx';

describe('handleUnauthorized (SPEC §8)', () => {
  it('ends the session (token, flags, member, member queries) and goes to /login?redirect=<here> once', () => {
    loginAs(makeMember());
    flags.setFaceCheck(true);
    flags.setBindMobile(true);
    queryClient.setQueryData(['member', 'messages', 1], { data: [], total: 0 });
    queryClient.setQueryData(['course', 'detail', 1, true], { isBuy: true });
    queryClient.setQueryData(['system', 'config'], { webname: '站点' });
    const went: string[] = [];
    setAppNavigator((url) => {
      went.push(url);
      window.history.replaceState(null, '', url);
    });
    window.history.replaceState(null, '', '/member?tab=2');

    handleUnauthorized();
    handleUnauthorized(); // a second 401 of the same moment: already on /login

    expect(token.get()).toBeNull();
    expect(flags.faceCheckPending()).toBe(false);
    expect(flags.bindMobilePending()).toBe(false);
    expect(useSession.getState().isLogin).toBe(false);
    expect(cachedMember()).toBeUndefined();
    expect(queryClient.getQueryData(['member', 'messages', 1])).toBeUndefined();
    expect(queryClient.getQueryData(['course', 'detail', 1, true])).toBeUndefined();
    expect(queryClient.getQueryData(['system', 'config'])).toEqual({ webname: '站点' });
    expect(went).toEqual(['/login?redirect=%2Fmember%3Ftab%3D2']);
    setAppNavigator(null);
  });

  it('before the router exists, rewrites the address in place for the router to read', () => {
    window.history.replaceState(null, '', '/courses/video/3');
    handleUnauthorized();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fcourses%2Fvideo%2F3');
  });
});
