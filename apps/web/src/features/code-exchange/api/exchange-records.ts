import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CodeExchangeRecordsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export const RECORDS_PAGE_SIZE = 10;

/** GET /addons/CodeExchanger/api/v2/user/records (contract commerce-exam §5.3), newest first. */
export const fetchExchangeRecords = (page: number) =>
  api.get<CodeExchangeRecordsReply>('/addons/CodeExchanger/api/v2/user/records', {
    page,
    page_size: RECORDS_PAGE_SIZE,
  });

export const exchangeRecordsKey = ['codeExchange', 'records'] as const;

export const exchangeRecordsQuery = (page: number) =>
  queryOptions({
    queryKey: [...exchangeRecordsKey, page],
    queryFn: () => fetchExchangeRecords(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
