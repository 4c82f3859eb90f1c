import type { MemberDetail, MemberItem } from '@meedu/contract/admin';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const membersKey = ['members'] as const;

/** `GET /members`: a page of members (filters `q` — a mobile, nickname or id — and `is_lock`). */
export const memberListQuery = pagedListQuery<MemberItem>('/members', membersKey);

/** `GET /members/:id`: the member with their newest orders, courses, credits and learning sessions. */
export const memberDetailQuery = recordQuery<MemberDetail>('/members', membersKey);
