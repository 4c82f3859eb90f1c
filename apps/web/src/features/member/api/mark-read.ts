import { api } from '../../../api/client.ts';

/** GET /api/v2/member/notificationMarkAsRead/{id} — the id is a UUID; a GET that changes state (contract §5.4). */
export const markMessageRead = (id: string) =>
  api.get<unknown>(`/api/v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`);
