import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';
import { notify } from './notify.ts';
import { queryClient } from './query-client.ts';
import { configQuery } from './system.ts';
import type { AgreementStatus } from '@meedu/contract';

/**
 * What the server at the other end can do, per capability, where MeEdu 4.9.8 and 4.9.30 differ
 * (shared/contract/upstream-4.9.30.md §13). Decided from the keys the config reply carries, read once at
 * start-up (the config query is cached for the session), never from a version string or an operator setting:
 * servers between the two versions mix the features, so each capability has its own signal.
 */
export interface Capabilities {
  /** `unified`: POST /api/v3/order + the server's cashier (4.9.14+); `per-goods`: /api/v2/order/course|role. */
  orders: 'unified' | 'per-goods';
  /** `threaded`: /api/v3/comments with replies and moderation (4.9.22+); `flat`: /api/v2/{course,video}/{id}/comments. */
  comments: 'threaded' | 'flat';
  /** `decoration`: /api/v2/decorationPage/blocks with the `pc-slider` block (4.9.29+); `view-block`: sliders + viewBlock. */
  homeBlocks: 'decoration' | 'view-block';
  /** `oauth-page`: the QR of a WeChat OAuth page ending in auth/login/code (4.9.12+); `mp-qr`: the MP scan QR. */
  wechatScan: 'oauth-page' | 'mp-qr';
  /** `signed-url`: /api/v3/course/{c}/attach/{id} answers a download address (4.9.11+); `stream`: the v2 download. */
  attachments: 'signed-url' | 'stream';
  /** `server-trial`: the server decides trial playback (no `is_try`, 4.9.11+); `client-trial`: the client asks for it. */
  playInfo: 'server-trial' | 'client-trial';
  /** The consent links where a member buys (4.9.10+ / 4.9.27+); null where the server has none. */
  protocols: { vip: string | null; paidContent: string | null };
  /** The operator's course purchase notice (HTML, 4.9.25+); null when absent or empty. */
  coursePurchaseNotice: string | null;
}

/** The capabilities that have a 4.9.8 call to fall back to when the 4.9.30 one answers 404. */
export type FallbackCapability = 'orders' | 'comments' | 'homeBlocks' | 'wechatScan' | 'attachments';
const LEGACY: { [K in FallbackCapability]: Capabilities[K] } = {
  orders: 'per-goods',
  comments: 'flat',
  homeBlocks: 'view-block',
  wechatScan: 'mp-qr',
  attachments: 'stream',
};

const record = (x: unknown): Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
const has = (o: Record<string, unknown>, key: string) => Object.hasOwn(o, key);
const link = (x: unknown): string | null => (typeof x === 'string' && x !== '' ? x : null);

/**
 * The capabilities a config reply shows (upstream-4.9.30 §13): `paid_content_purchase_protocol` marks 4.9.27+
 * (unified orders, threaded comments and the new WeChat scan all exist there); `course_purchase_notice` 4.9.25+
 * (threaded comments); no `sliders` 4.9.29+; no `socialites.wechat_scan` 4.9.12+; no `webname` 4.9.11+ (v3
 * attachments, server-decided trial).
 *
 * A config that still carries `webname` comes from a server that answers the 4.9.8 calls (upstream dropped it
 * in 4.9.11, before any of these features, so only a server speaking both dialects, like ours by default, sends
 * it beside the new keys): there the 4.9.8 calls are kept, and the new keys only add what 4.9.8 lacks (the
 * purchase agreements, the notice). An unknown config (not loaded, failed) reads as 4.9.8, our contract.
 */
export function capabilitiesOf(config: unknown): Capabilities {
  const c = record(config);
  const modern = Object.keys(c).length > 0 && !has(c, 'webname');
  const unified = modern && has(c, 'paid_content_purchase_protocol');
  return {
    orders: unified ? 'unified' : 'per-goods',
    comments: unified || (modern && has(c, 'course_purchase_notice')) ? 'threaded' : 'flat',
    homeBlocks: modern && !has(c, 'sliders') ? 'decoration' : 'view-block',
    wechatScan:
      modern && has(c, 'socialites') && !has(record(c.socialites), 'wechat_scan') ? 'oauth-page' : 'mp-qr',
    attachments: modern ? 'signed-url' : 'stream',
    playInfo: modern ? 'server-trial' : 'client-trial',
    protocols: { vip: link(c.vip_protocol), paidContent: link(c.paid_content_purchase_protocol) },
    coursePurchaseNotice: link(c.course_purchase_notice),
  };
}

/**
 * Capabilities found missing at run time: a 4.9.30 call that answered 404 (a server between the versions, or one
 * told to answer 4.9.8 only) makes the rest of the session use the 4.9.8 call.
 */
const downgraded = new Set<FallbackCapability>();
const listeners = new Set<() => void>();
let version = 0;
function downgrade(capability: FallbackCapability): void {
  if (downgraded.has(capability)) return;
  downgraded.add(capability);
  version += 1;
  listeners.forEach((l) => l());
}

function withDowngrades(caps: Capabilities): Capabilities {
  if (downgraded.size === 0) return caps;
  const out = { ...caps };
  for (const capability of downgraded) Object.assign(out, { [capability]: LEGACY[capability] });
  return out;
}

/** The capabilities now, from the cached config reply (4.9.8 until it has arrived). */
export function currentCapabilities(client: QueryClient = queryClient): Capabilities {
  return withDowngrades(capabilitiesOf(client.getQueryData(configQuery.queryKey)));
}

/** The capabilities for rendering: re-renders when the config arrives or a capability is downgraded. */
export function useCapabilities(): Capabilities {
  const { data } = useQuery(configQuery);
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return withDowngrades(capabilitiesOf(data));
}

/** Tests start each case with what the server says, not what an earlier case found. */
export function resetCapabilityDowngrades(): void {
  downgraded.clear();
  version += 1;
}

/** A route the server does not have: HTTP 404, or the envelope code 404 (路由不存在) of 4.9.10+. */
export function isMissingRoute(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 404 || (error.kind === 'business' && error.code === 404))
  );
}

/**
 * Runs the 4.9.30 call when the server has the capability, else the 4.9.8 one; a 4.9.30 call answering 404 is
 * retried once through the 4.9.8 call and the capability is dropped for the session. The 4.9.30 call must be
 * silent (so a 404 shows no toast); any other refusal is toasted here, as the client would have.
 */
export async function preferModern<T>(
  capability: FallbackCapability,
  modern: () => Promise<T>,
  legacy: () => Promise<T>,
): Promise<T> {
  if (currentCapabilities()[capability] === LEGACY[capability]) return legacy();
  try {
    return await modern();
  } catch (error) {
    if (isMissingRoute(error)) {
      downgrade(capability);
      return legacy();
    }
    // The modern call is silent (so that a 404 can fall back): every other failure is shown here, but a 401,
    // which the client's handler has already turned into the login page.
    if (!(error instanceof ApiError && error.kind === 'auth'))
      notify.error(error instanceof ApiError ? error.message : '请求失败，请稍后再试');
    throw error;
  }
}

/**
 * A course's or lesson's own comment switch (`is_allow_comment`, 4.9.15+): only an explicit 0 closes comments;
 * a 4.9.8 reply has no such field.
 */
export function commentsAllowed(item: object): boolean {
  return !('is_allow_comment' in item) || item.is_allow_comment !== 0;
}

/**
 * The member's `agreement_status` when it says a required agreement is not accepted (4.9.27+, §4.2), else null:
 * a member detail without the field comes from a server without versioned agreements. The member detail is the
 * signal, whatever the config says: our server in both dialects sends it too, and records consent at
 * registration as upstream does, so only a member created before an agreement was published or changed is asked.
 */
export function pendingAgreements(member: object): AgreementStatus | null {
  if (!('agreement_status' in member)) return null;
  const status = record(member.agreement_status);
  const agreed = (key: keyof AgreementStatus) => status[key] !== false;
  if (agreed('user_agreement_agreed') && agreed('privacy_policy_agreed')) return null;
  return {
    user_agreement_agreed: agreed('user_agreement_agreed'),
    privacy_policy_agreed: agreed('privacy_policy_agreed'),
  };
}
