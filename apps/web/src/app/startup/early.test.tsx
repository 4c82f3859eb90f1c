import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedMember, fail, makeMember, ok, server } from '../../../test/render.tsx';
import { flags, token } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.ts';
import { Root } from '../Root.tsx';
import { installUnauthorizedHandler } from '../unauthorized.ts';
import { startEarly } from './early.ts';

beforeAll(() => installUnauthorizedHandler());

const at = (url: string) => window.history.replaceState(null, '', url);
const here = () => window.location.pathname + window.location.search;

describe('start-up requests (issue 10)', () => {
  beforeEach(() => at('/'));

  it('asks config, navs, member detail and the first route’s data at once, before React renders', async () => {
    token.set('tok');
    const seen: string[] = [];
    let courseAsked!: () => void;
    const courseArrived = new Promise<void>((resolve) => (courseAsked = resolve));
    server.use(
      // Config answers only once the course detail has been asked: a waterfall would never get there.
      http.get('*/api/v2/other/config', async () => {
        seen.push('config');
        await courseArrived;
        return HttpResponse.json(ok({}));
      }),
      http.get('*/api/v2/navs', () => {
        seen.push('navs');
        return HttpResponse.json(ok([]));
      }),
      http.get('*/api/v2/member/detail', () => {
        seen.push('member');
        return HttpResponse.json(ok(makeMember()));
      }),
      http.get('*/api/v3/member/learned/course/12', () => HttpResponse.json(ok([]))),
      http.get('*/api/v2/course/12', () => {
        seen.push('course');
        courseAsked();
        return HttpResponse.json(fail('课程不存在'));
      }),
    );
    const early = startEarly({ pathname: '/courses/detail/12', search: '' });
    await waitFor(() => expect([...seen].sort()).toEqual(['config', 'course', 'member', 'navs']));
    await early.config;
    expect((await early.member)?.nick_name).toBe('学习达人');
  });

  it('starts nothing of a protected page for a visitor (the guard sends them to /login)', async () => {
    const asked: string[] = [];
    server.use(http.get('*/api/v3/member/courses/learned', () => void asked.push('study')));
    await startEarly({ pathname: '/study-center', search: '' }).config;
    expect(asked).toEqual([]);
  });
});

describe('a stored token the server no longer accepts, met at start-up (SPEC §8)', () => {
  const variants = [
    {
      name: 'envelope code 401 on v2 member/detail',
      page: '/member',
      handler: http.get('*/api/v2/member/detail', () => HttpResponse.json(fail('错误', 401))),
    },
    {
      name: 'HTTP 401 on v2 member/detail',
      page: '/member',
      handler: http.get('*/api/v2/member/detail', () =>
        HttpResponse.json({ message: '错误' }, { status: 401 }),
      ),
    },
    {
      name: 'HTTP 401 on a v3 endpoint the page asks first',
      page: '/study-center',
      handler: http.get('*/api/v3/member/courses/learned', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    },
  ];

  it.each(variants)(
    '$name: toast 请重新登录, session cleared, /login?redirect=…',
    async ({ page, handler }) => {
      token.set('revoked');
      flags.setBindMobile(false);
      server.use(handler);
      at(page);
      // The 401 arrives before React has rendered anything: the toast is queued, not lost.
      startEarly();
      await waitFor(() => expect(token.get()).toBeNull());
      render(<Root />);
      expect(await screen.findByText('请重新登录')).toBeInTheDocument();
      expect(here()).toBe(`/login?redirect=${encodeURIComponent(page)}`);
      expect(useSession.getState().isLogin).toBe(false);
      expect(cachedMember()).toBeUndefined();
      expect(screen.queryByText('网站初始化失败')).not.toBeInTheDocument();
    },
  );
});
