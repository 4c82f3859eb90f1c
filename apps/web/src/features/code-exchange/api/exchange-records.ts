import type { CodeExchangeRecordsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const RECORDS_PAGE_SIZE = 10;

/** GET /addons/CodeExchanger/api/v2/user/records (contract commerce-exam §5.3), newest first. */
export const fetchExchangeRecords = (page: number) =>
  api.get<CodeExchangeRecordsReply>('/addons/CodeExchanger/api/v2/user/records', {
    page,
    page_size: RECORDS_PAGE_SIZE,
  });

export const exchangeRecordsKey = ['codeExchange', 'records'] as const;

export const exchangeRecordsQuery = pagedQuery(exchangeRecordsKey, fetchExchangeRecords, { staleTime: 0 });
