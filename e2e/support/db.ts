import Database from 'better-sqlite3';
import path from 'node:path';

/**
 * Writes one site setting (key → JSON) straight into the running server's database, for scenarios an operator
 * would switch on in the admin panel (e.g. forced face verification). The server reads settings per request.
 */
export function setSetting(dataDir: string, key: string, value: unknown): void {
  const db = new Database(path.join(dataDir, 'meedu.sqlite'));
  try {
    db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    ).run(key, JSON.stringify(value));
  } finally {
    db.close();
  }
}

export function getSetting<T>(dataDir: string, key: string): T | undefined {
  const db = new Database(path.join(dataDir, 'meedu.sqlite'), { readonly: true });
  try {
    const row = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get(key);
    return row ? (JSON.parse(row.value) as T) : undefined;
  } finally {
    db.close();
  }
}
