import type { Credit1RecordsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const LEDGER_PAGE_SIZE = 10;

/** GET /api/v2/member/credit1Records (contract commerce-exam §6.1), newest first. */
export const fetchCredit1Records = (page: number) =>
  api.get<Credit1RecordsReply>('/api/v2/member/credit1Records', { page, page_size: LEDGER_PAGE_SIZE });

export const ledgerKey = ['credits', 'ledger'] as const;

export const credit1RecordsQuery = pagedQuery(ledgerKey, fetchCredit1Records, { staleTime: 0 });
