import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flags, token } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.ts';
import { Root } from '../Root.tsx';
import { installUnauthorizedHandler } from '../unauthorized.ts';
import { startEarly } from './early.ts';
import { courseApi } from '../../../test/handlers/course.ts';
import { memberApi } from '../../../test/handlers/member.ts';
import { studyApi } from '../../../test/handlers/study.ts';
import { systemApi } from '../../../test/handlers/system.ts';
import { httpError, refuse } from '../../../test/handlers/http.ts';
import { makeMember } from '../../../test/factories/member.ts';
import { server } from '../../../test/msw.ts';
import { makeConfig } from '../../../test/factories/system.ts';
import { cachedMember } from '../../../test/render.tsx';

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
      systemApi.config(async () => {
        seen.push('config');
        await courseArrived;
        return makeConfig();
      }),
      systemApi.navs(() => {
        seen.push('navs');
        return [];
      }),
      memberApi.detail(() => {
        seen.push('member');
        return makeMember();
      }),
      memberApi.learnedVideos(12, []),
      courseApi.detail(12, () => {
        seen.push('course');
        courseAsked();
        return refuse('课程不存在');
      }),
    );
    const early = startEarly({ pathname: '/courses/detail/12', search: '' });
    await waitFor(() => expect([...seen].sort()).toEqual(['config', 'course', 'member', 'navs']));
    await early.config;
    expect((await early.member)?.nick_name).toBe('学习达人');
  });

  it('starts nothing of a protected page for a visitor (the guard sends them to /login)', async () => {
    const asked: string[] = [];
    server.use(
      studyApi.learnedCourses(() => {
        asked.push('study');
        return { data: [], total: 0 };
      }),
    );
    await startEarly({ pathname: '/study-center', search: '' }).config;
    expect(asked).toEqual([]);
  });
});

describe('a stored token the server no longer accepts, met at start-up (SPEC §8)', () => {
  const variants = [
    {
      name: 'envelope code 401 on v2 member/detail',
      page: '/member',
      handler: memberApi.detail(() => refuse('错误', 401)),
    },
    {
      name: 'HTTP 401 on v2 member/detail',
      page: '/member',
      handler: memberApi.detail(() => httpError(401, { message: '错误' })),
    },
    {
      name: 'HTTP 401 on a v3 endpoint the page asks first',
      page: '/study-center',
      handler: studyApi.learnedCourses(() => httpError(401, { message: 'Unauthenticated.' })),
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
