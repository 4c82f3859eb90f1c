import type { PathDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberAwareQuery } from '../../../api/query-shapes.ts';

/** GET /addons/LearnPaths/api/v1/path/{id} — is_buy and progress when a token is sent (contract catalog §9.3). */
export const fetchPathDetail = (id: number) =>
  api.get<PathDetailReply>(`/addons/LearnPaths/api/v1/path/${id}`);

export const pathDetailQuery = memberAwareQuery(['learn-path', 'detail'], fetchPathDetail);
