import type { MemberMockPapersReply } from '@meedu/contract';
import { memberListQuery } from './list-params.ts';

/** GET /addons/Paper/api/v2/member/joinMockPapers — my mock papers (§14.2). */
export const memberMockPapersQuery = memberListQuery<MemberMockPapersReply>(
  'member-mock-papers',
  '/addons/Paper/api/v2/member/joinMockPapers',
);
