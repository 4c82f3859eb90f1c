import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { networkError, replyTo, type Reply } from './handlers/http.ts';
import { renderRoute } from './render.tsx';

const outages = new Set<{ end(): void }>();

/**
 * A network outage for the handlers a case wraps with `reply`: while on, their requests fail at the network;
 * `end()` brings the normal answers back (a load-failure case, then its 重试). Setup ends every outage after each
 * test, so one made at the top of a file starts each test off.
 */
export type Outage = ReturnType<typeof outage>;

export function outage() {
  let down = false;
  const switchable = {
    start: () => void (down = true),
    end: () => void (down = false),
    /** `reply`, failing at the network while the outage is on. */
    reply:
      <T>(reply: Reply<T>): Reply<T> =>
      (asked) =>
        down ? networkError() : replyTo(reply, asked),
    /** What a reply function answers now: `data`, or a network failure while the outage is on. */
    answer: <T>(data: T): T | Response => (down ? networkError() : data),
  };
  outages.add(switchable);
  return switchable;
}

/** Ends every outage (setup, after each test). */
export const endOutages = () => outages.forEach((o) => o.end());

/** The 加载失败 alert a failed request leaves (LoadError), once it shows. */
export const findLoadFailure = () => screen.findByRole('alert', { name: '加载失败' });

/** The alert says why: the client's network message. */
export function expectNetworkReason(alert: HTMLElement): void {
  expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
}

/**
 * Clicks the alert's 重试, waits for `back` (what the page shows once the request succeeds) and checks that no
 * 加载失败 is left.
 */
export async function retryUntil(
  user: ReturnType<typeof userEvent.setup>,
  alert: HTMLElement,
  back: () => Promise<unknown>,
): Promise<void> {
  await user.click(within(alert).getByRole('button', { name: '重试' }));
  await back();
  expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
}

/**
 * The load-failure case of a page: with `down` on, the page at `url` shows 加载失败 with the network reason;
 * `meanwhile` checks the rest of the page then; once the network is back, 重试 shows `back` and no 加载失败 is left.
 */
export async function expectLoadFailureRecovers(
  url: string,
  down: Outage,
  {
    back,
    meanwhile,
    queryClient,
  }: {
    back: () => Promise<unknown>;
    meanwhile?: (alert: HTMLElement) => unknown;
    queryClient?: QueryClient;
  },
): Promise<void> {
  down.start();
  const { user } = await renderRoute(url, queryClient ? { queryClient } : {});
  const alert = await findLoadFailure();
  expectNetworkReason(alert);
  await meanwhile?.(alert);
  down.end();
  await retryUntil(user, alert, back);
}
