import Database from 'better-sqlite3';
import path from 'node:path';

/**
 * Writes one site setting (the `settings` table: key → JSON) straight into the SQLite file of a server this
 * test started itself, and marks the settings changed (`cache_versions`), as the server's own writes do. The
 * server re-reads its cached settings within a second; this waits until the config call shows the new value.
 * Only for a test's own server: the shared e2e server's data directory is not exposed.
 */
export async function writeSetting(
  server: { url: string; dataDir: string },
  key: 'member' | 'socialites',
  value: unknown,
): Promise<void> {
  writeSettingRow(server.dataDir, key, () => value);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${server.url}/api/v2/other/config`);
    const config = ((await res.json()) as { data: Record<string, unknown> }).data;
    if (JSON.stringify(canonical(config[key])) === JSON.stringify(canonical(value))) return;
    if (Date.now() > deadline) throw new Error(`setting ${key} not picked up by the server`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The row write of `writeSetting`: `next` gets the stored value (undefined when the default applies). For a setting
 * the config reply does not show, the caller waits for its effect.
 */
export function writeSettingRow(dataDir: string, key: string, next: (current: unknown) => unknown): void {
  const db = new Database(path.join(dataDir, 'meedu.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
        { value: string } | undefined;
      const value = next(row ? JSON.parse(row.value) : undefined);
      db.prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ).run(key, JSON.stringify(value));
      db.prepare(
        `INSERT INTO cache_versions (name, version) VALUES ('settings', 1)
         ON CONFLICT(name) DO UPDATE SET version = version + 1`,
      ).run();
    })();
  } finally {
    db.close();
  }
}

/**
 * Lets the one-SMS-per-mobile-per-60-s window pass for `mobile` on a test's own server, by dating the sends of that
 * mobile (the send log the window reads, and the sandbox outbox) 61 s earlier instead of sleeping a minute. The live
 * code itself is not touched.
 */
export function letSmsResendWindowPass(dataDir: string, mobile: string): void {
  const db = new Database(path.join(dataDir, 'meedu.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      "UPDATE sms_outbox SET sent_at = strftime('%Y-%m-%d %H:%M:%S', sent_at, '-61 seconds') WHERE mobile = ?",
    ).run(mobile);
    db.prepare(
      "UPDATE sms_send_logs SET created_at = strftime('%Y-%m-%d %H:%M:%S', created_at, '-61 seconds') WHERE mobile = ?",
    ).run(mobile);
  } finally {
    db.close();
  }
}

/** A value with its objects' keys in one order, so two replies that differ only in key order compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]),
  );
}
