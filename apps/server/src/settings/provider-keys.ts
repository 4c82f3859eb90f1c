import type { ProviderKeys } from '@meedu/contract/admin';
import type { Db } from '../db/index.ts';
import { toDbTime } from '../lib/dates.ts';
import {
  PROVIDER_KEYS,
  type ProviderEnv,
  type ProviderField,
  type ProviderFieldName,
  type ProviderName,
} from '../lib/provider-declarations.ts';

export { PROVIDER_KEYS, type ProviderEnv, type ProviderName } from '../lib/provider-declarations.ts';

/**
 * Resolves the outside services' keys declared in lib/provider-declarations.ts: a field's value comes from its
 * environment variable when that is set (non-empty), else from the `provider_keys` row an operator saved in the
 * console. Secrets are stored as given and never leave the server: the console reads only whether each is set
 * ({@link describeProviders}).
 */

/** Where a value (or a whole provider's configuration) comes from. */
export type KeySource = ProviderKeys['source'];

export const isProviderName = (name: string): name is ProviderName => Object.hasOwn(PROVIDER_KEYS, name);

const fieldsOf = (provider: ProviderName): readonly ProviderField[] => PROVIDER_KEYS[provider].fields;

export interface ResolvedProviderKeys<P extends ProviderName> {
  /** Each field's value, env first, then the database; a field set nowhere is absent. */
  values: Partial<Record<ProviderFieldName<P>, string>>;
  /** Where each set field came from. */
  sources: Partial<Record<ProviderFieldName<P>, 'env' | 'database'>>;
  /** Every required field has a value. */
  configured: boolean;
  /**
   * `env` when every set required field comes from the environment, `database` when any comes from the console,
   * null when the provider is not configured.
   */
  source: KeySource;
}

async function storedRows(db: Db, provider: ProviderName): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('provider_keys')
    .select(['field', 'value'])
    .where('provider', '=', provider)
    .execute();
  return new Map(rows.map((r) => [r.field, r.value]));
}

/** A provider's settings for the code that talks to it (secrets included: never send this to a client). */
export async function resolveProviderKeys<P extends ProviderName>(
  db: Db,
  env: ProviderEnv,
  provider: P,
): Promise<ResolvedProviderKeys<P>> {
  const stored = await storedRows(db, provider);
  const values: Record<string, string> = {};
  const sources: Record<string, 'env' | 'database'> = {};
  for (const field of fieldsOf(provider)) {
    const fromEnv = env[field.env];
    const fromDb = stored.get(field.key);
    if (fromEnv) {
      values[field.key] = fromEnv;
      sources[field.key] = 'env';
    } else if (fromDb) {
      values[field.key] = fromDb;
      sources[field.key] = 'database';
    }
  }
  const required = fieldsOf(provider).filter((f) => !f.optional);
  const configured = required.every((f) => values[f.key] !== undefined);
  const source: KeySource = !configured
    ? null
    : required.some((f) => sources[f.key] === 'database')
      ? 'database'
      : 'env';
  return {
    values: values as ResolvedProviderKeys<P>['values'],
    sources: sources as ResolvedProviderKeys<P>['sources'],
    configured,
    source,
  };
}

/** Every declared provider as the console shows it (no secret value in it). */
export async function describeProviders(db: Db, env: ProviderEnv): Promise<ProviderKeys[]> {
  const views: ProviderKeys[] = [];
  for (const provider of Object.keys(PROVIDER_KEYS) as ProviderName[]) {
    const resolved = await resolveProviderKeys(db, env, provider);
    const values = resolved.values as Record<string, string | undefined>;
    const sources = resolved.sources as Record<string, 'env' | 'database' | undefined>;
    views.push({
      provider,
      label: PROVIDER_KEYS[provider].label,
      configured: resolved.configured,
      source: resolved.source,
      fields: fieldsOf(provider).map((f) => ({
        key: f.key,
        label: f.label,
        env: f.env,
        secret: f.secret === true,
        optional: f.optional === true,
        options: f.options ? [...f.options] : null,
        hint: f.hint ?? '',
        source: sources[f.key] ?? null,
        is_set: values[f.key] !== undefined,
        value: f.secret ? null : (values[f.key] ?? null),
      })),
    });
  }
  return views;
}

/** A console write: a field absent is unchanged, `null` or `''` clears it, a string sets it. */
export type ProviderKeysChange = Readonly<Record<string, string | null>>;

export class ProviderKeysError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderKeysError';
  }
}

/** What a change did, field by field, as the audit log may show it (secrets only as 已设置 / 已清除). */
export type ProviderKeysDiff = Record<string, string>;

/**
 * Applies a console change to one provider's stored keys (inside the caller's transaction). Refuses unknown fields,
 * fields set by the environment, and values outside a field's options. Answers the audit-safe diff.
 */
export async function writeProviderKeys(
  trx: Db,
  env: ProviderEnv,
  provider: ProviderName,
  change: ProviderKeysChange,
  at: Date,
): Promise<ProviderKeysDiff> {
  const fields = new Map(fieldsOf(provider).map((f) => [f.key, f]));
  const stored = await storedRows(trx, provider);
  const diff: ProviderKeysDiff = {};
  for (const [key, raw] of Object.entries(change)) {
    const field = fields.get(key);
    if (!field) throw new ProviderKeysError(key, '未知的配置项');
    if (env[field.env]) throw new ProviderKeysError(key, `${field.label}由环境变量设置，不能在此修改`);
    const value = (raw ?? '').trim();
    if (value.length > 4000) throw new ProviderKeysError(key, `${field.label}过长`);
    if (value && field.options && !field.options.includes(value))
      throw new ProviderKeysError(key, `${field.label}须为 ${field.options.join('、')} 之一`);
    if (value === '') {
      if (!stored.has(key)) continue;
      await trx
        .deleteFrom('provider_keys')
        .where('provider', '=', provider)
        .where('field', '=', key)
        .execute();
      diff[key] = '已清除';
      continue;
    }
    if (stored.get(key) === value) continue;
    await trx
      .insertInto('provider_keys')
      .values({ provider, field: key, value, updated_at: toDbTime(at) })
      .onConflict((oc) => oc.columns(['provider', 'field']).doUpdateSet({ value, updated_at: toDbTime(at) }))
      .execute();
    diff[key] = field.secret ? '已设置' : value;
  }
  return diff;
}
