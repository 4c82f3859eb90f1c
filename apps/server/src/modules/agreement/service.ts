import type { AgreementStatus } from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { getSettings, type Settings } from '../../settings/settings.ts';
import type { RequestClient } from '../../lib/client-address.ts';
import * as repo from './repository.ts';

/**
 * Versioned agreements (contract upstream-4.9.30.md §4). The two a member must accept are the user agreement and
 * the privacy policy, whose text the console edits in the site settings; both are published at the settings'
 * `agreement_version`, which the console raises to ask every member again. A member has agreed to a type when
 * they consented to it at the current version. A type with no text is not published: it counts as agreed (the
 * upstream fix 147be266; 4.9.30 itself said "not agreed", which reopens the client's dialog forever).
 */
const REQUIRED = [
  { type: 'user_agreement', flag: 'user_agreement_agreed', text: 'user_protocol_content' },
  { type: 'privacy_policy', flag: 'privacy_policy_agreed', text: 'user_private_protocol_content' },
] as const satisfies readonly { type: string; flag: keyof AgreementStatus; text: keyof Settings }[];

const published = (s: Settings) => REQUIRED.filter((a) => s[a.text].trim() !== '');

/** What a member's agreement status depends on in the settings: the version and which agreements are published. */
export const agreementsEdition = (s: Settings): string =>
  `${s.agreement_version}/${published(s)
    .map((a) => a.type)
    .join(',')}`;

/** `agreement_status` of the member detail. */
export async function agreementStatus(db: Db, userId: number): Promise<AgreementStatus> {
  const s = await getSettings(db);
  const agreed = await repo.consentedTypes(db, userId, s.agreement_version);
  const live = new Set(published(s).map((a) => a.type));
  return {
    user_agreement_agreed: !live.has('user_agreement') || agreed.has('user_agreement'),
    privacy_policy_agreed: !live.has('privacy_policy') || agreed.has('privacy_policy'),
  };
}

/** POST /api/v2/member/agreement/agree (§4.3): consent to every published required agreement, in one step. */
export async function agreeToAll(db: Db, userId: number, who: RequestClient, now: string): Promise<void> {
  const s = await getSettings(db);
  await inTransaction(db, (trx) => consentToPublished(trx, s, userId, who, now));
}

/**
 * Records `userId`'s consent to every required agreement published in `settings`, inside the caller's
 * transaction: the agree call, and registration, which consents as upstream's register listener does (§4.2:
 * every way an account is made; logging in never consents).
 */
export async function consentToPublished(
  trx: Db,
  settings: Settings,
  userId: number,
  who: RequestClient,
  now: string,
): Promise<void> {
  for (const a of published(settings)) {
    await repo.insertConsent(trx, {
      user_id: userId,
      type: a.type,
      version: settings.agreement_version,
      ip: who.ip.slice(0, 64),
      user_agent: who.userAgent.slice(0, 255),
      created_at: now,
    });
  }
}

/** A deleted account keeps no record of its consents (they hold its address and browser). */
export const forgetConsents = (db: Db, userId: number) => repo.deleteConsentsOf(db, userId);
