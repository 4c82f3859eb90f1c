import { api } from '../../../api/client.ts';

/** GET /api/v2/member/notificationMarkAllAsRead (contract account §5.5). */
export const markAllMessagesRead = () => api.get<unknown>('/api/v2/member/notificationMarkAllAsRead');
