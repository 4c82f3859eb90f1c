import type { LiveDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberAwareQuery } from '../../../api/query-shapes.ts';

/** GET /addons/zhibo/api/v1/course/{id} — is_buy when a token is sent (contract catalog §6.2). */
export const fetchLiveDetail = (id: number) => api.get<LiveDetailReply>(`/addons/zhibo/api/v1/course/${id}`);

export const liveDetailQuery = memberAwareQuery(['live', 'detail'], fetchLiveDetail);
