import type { Migration } from './migration.ts';

/**
 * Issue 27 (production providers):
 * - `provider_keys`: the keys of outside services (SMS, QQ, WeChat, FaceID, S3) an operator sets in the console,
 *   one row per provider and field (settings/provider-keys.ts); environment variables win over these rows;
 * - `sms_send_logs`: every SMS send, whichever provider answered (provider, scene, mobile, the provider's request
 *   and business ids, outcome, error code and message). The code itself is never stored here.
 */
export const providerKeysSmsLog: Migration = {
  id: '0020-provider-keys-sms-log',
  sql: `
CREATE TABLE provider_keys (
  provider TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (provider, field)
);

CREATE TABLE sms_send_logs (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL,
  scene TEXT NOT NULL,
  mobile TEXT NOT NULL,
  status TEXT NOT NULL,
  request_id TEXT NOT NULL DEFAULT '',
  biz_id TEXT NOT NULL DEFAULT '',
  error_code TEXT NOT NULL DEFAULT '',
  error_message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX sms_send_logs_mobile ON sms_send_logs(mobile, id);
CREATE INDEX sms_send_logs_status ON sms_send_logs(status, id);
`,
};
