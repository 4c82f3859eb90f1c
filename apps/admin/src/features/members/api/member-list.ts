import type { ListReply, MemberDetail, MemberItem } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';

export const membersKey = ['members'] as const;

/** `GET /members`: a page of members (filters `q` — a mobile, nickname or id — and `is_lock`). */
export const memberListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...membersKey, 'list', params],
    queryFn: () => api.get<ListReply<MemberItem>>('/members', listQueryParams(params)),
  });

/** `GET /members/:id`: the member with their newest orders, courses, credits and learning sessions. */
export const memberDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...membersKey, 'detail', id],
    queryFn: () => api.get<MemberDetail>(`/members/${id}`),
  });
