import type { MemberPracticesReply } from '@meedu/contract';
import { memberListQuery } from './list-params.ts';

/** GET /addons/Paper/api/v2/member/joinPractices — my practices (§14.3). */
export const memberPracticesQuery = memberListQuery<MemberPracticesReply>(
  'member-practices',
  '/addons/Paper/api/v2/member/joinPractices',
);
