import type { MemberPapersReply } from '@meedu/contract';
import { memberListQuery } from './list-params.ts';

/** GET /addons/Paper/api/v2/member/joinPapers — my papers (§14.1). */
export const memberPapersQuery = memberListQuery<MemberPapersReply>(
  'member-papers',
  '/addons/Paper/api/v2/member/joinPapers',
);
