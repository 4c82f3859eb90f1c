import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import { toDbTime } from '../../../lib/dates.ts';
import { insertOutbox } from '../repository.ts';
import type { SmsProvider } from './types.ts';

/** Demo mode only: the message lands in `sms_outbox`, which the /__dev/sms sandbox page shows. */
export function sandboxSmsProvider(db: Db, clock: Clock): SmsProvider {
  return {
    name: 'sandbox',
    async send({ mobile, scene, code }) {
      await insertOutbox(db, { mobile, code, scene, sent_at: toDbTime(clock.now()) });
      return { ok: true, requestId: randomUUID(), bizId: '' };
    },
  };
}
