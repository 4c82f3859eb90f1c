import Database from 'better-sqlite3';
import path from 'node:path';

/**
 * Writes one site setting (the `settings` table: key → JSON) straight into the SQLite file of a server this
 * test started itself (`startServer().dataDir`). The server reads settings on every request, so the change
 * applies at once. Only for a test's own server: the shared e2e server's data directory is not exposed.
 */
export function writeSetting(dataDir: string, key: string, value: unknown): void {
  const db = new Database(path.join(dataDir, 'meedu.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    ).run(key, JSON.stringify(value));
  } finally {
    db.close();
  }
}

/**
 * Lets the one-SMS-per-mobile-per-60-s window pass for `mobile` on a test's own server, by dating the outbox
 * entries of that mobile 61 s earlier (instead of sleeping a minute). The live code itself is not touched.
 */
export function letSmsResendWindowPass(dataDir: string, mobile: string): void {
  const db = new Database(path.join(dataDir, 'meedu.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      "UPDATE sms_outbox SET sent_at = strftime('%Y-%m-%d %H:%M:%S', sent_at, '-61 seconds') WHERE mobile = ?",
    ).run(mobile);
  } finally {
    db.close();
  }
}
