import { setupServer } from 'msw/node';
import { makeMember } from './factories/member.ts';
import { makeConfig } from './factories/system.ts';
import { refuse } from './handlers/http.ts';
import { memberApi } from './handlers/member.ts';
import { systemApi } from './handlers/system.ts';

/**
 * The one MSW server of the web tests (started in setup.ts, handlers reset after each test). It answers the
 * calls every screen makes with contract-typed factories; a test adds its own with `server.use(...)` and the
 * typed handlers of `handlers/<area>.ts`, which take precedence. An unhandled request fails the test.
 */
export const baseHandlers = [
  systemApi.config(makeConfig()),
  systemApi.navs([]),
  systemApi.links([]),
  // v2 answers a missing token with the envelope code 401 (contract account §1.3).
  memberApi.detail(({ request }) =>
    request.headers.get('authorization') ? makeMember() : refuse('错误', 401),
  ),
  // The header and the member navigation ask for it whenever a member is logged in.
  memberApi.unreadCount(0),
];

export const server = setupServer(...baseHandlers);
