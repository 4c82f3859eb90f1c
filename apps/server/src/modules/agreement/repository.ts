import type { Db } from '../../db/index.ts';

/** The agreement types a member consented to at `version`. */
export async function consentedTypes(db: Db, userId: number, version: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('agreement_consents')
    .select('type')
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .execute();
  return new Set(rows.map((r) => r.type));
}

export interface NewConsent {
  user_id: number;
  type: string;
  version: number;
  ip: string;
  user_agent: string;
  created_at: string;
}

/** Records a consent; agreeing again to the same version keeps the first record. */
export async function insertConsent(db: Db, consent: NewConsent): Promise<void> {
  await db
    .insertInto('agreement_consents')
    .values(consent)
    .onConflict((oc) => oc.columns(['user_id', 'type', 'version']).doNothing())
    .execute();
}

/** A deleted member's consents go with them. */
export async function deleteConsentsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('agreement_consents').where('user_id', '=', userId).execute();
}
