import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetCapabilityDowngrades } from '../src/api/capabilities.ts';
import { setNotifier } from '../src/api/notify.ts';
import { queryClient } from '../src/api/query-client.ts';
import { initialFeatures } from '../src/lib/features.ts';
import { useDialogs } from '../src/stores/dialogs.ts';
import { useFeatures } from '../src/stores/features.ts';
import { loggedOut, useSession } from '../src/stores/session.ts';
import { endOutages } from './load-failure.ts';
import { server } from './msw.ts';

// The storefront shows times in the browser's zone (lib/relative-time.ts): screens are tested in UTC wherever the
// machine is; tests of other zones set TZ themselves.
process.env.TZ = 'UTC';

// The app's own client, as screens use it, without retries so a failure shows at once.
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  mutations: { retry: false },
});

// findBy*/waitFor poll until what they wait for is there; the ceiling only decides how long a broken test takes to
// fail. The library's 1 s failed sound tests on a loaded machine, and so did 10 s once: the first import of a lazy
// chunk (a dialog, the sign-in card) took longer with two suites on 2 busy cores. Below the test timeout
// (vitest.config.ts), which leaves room for several slow waits in one test.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// antd reads these; jsdom lacks them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  server.resetHandlers();
  endOutages();
  queryClient.clear();
  resetCapabilityDowngrades();
  useSession.setState({ ...loggedOut });
  useDialogs.setState({ open: null });
  useFeatures.setState({ features: initialFeatures });
  // Toasts nobody showed belong to the test that raised them.
  setNotifier({ error: () => undefined, success: () => undefined });
  setNotifier(null);
  localStorage.clear();
  sessionStorage.clear();
  // Pages set it in an effect; a title left by the last test would satisfy the next one's check.
  document.title = '';
  vi.unstubAllGlobals();
});
