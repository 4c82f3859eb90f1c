import type { SmsSendLogItem } from '@meedu/contract/admin';
import { pagedListQuery } from '../../../api/record-queries.ts';

/** `GET /sms/logs` (filters `mobile`, `status`): every SMS send, newest first. */
export const smsLogsQuery = pagedListQuery<SmsSendLogItem>('/sms/logs', ['sms-logs']);
