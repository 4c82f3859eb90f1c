import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Credit1RecordsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export const LEDGER_PAGE_SIZE = 10;

/** GET /api/v2/member/credit1Records (contract commerce-exam §6.1), newest first. */
export const fetchCredit1Records = (page: number) =>
  api.get<Credit1RecordsReply>('/api/v2/member/credit1Records', { page, page_size: LEDGER_PAGE_SIZE });

export const ledgerKey = ['credits', 'ledger'] as const;

export const credit1RecordsQuery = (page: number) =>
  queryOptions({
    queryKey: [...ledgerKey, page],
    queryFn: () => fetchCredit1Records(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
