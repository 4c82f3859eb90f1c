import { api } from '../../../api/client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKey } from './messages.ts';
import { unreadChanged } from './mark-read.ts';

/** GET /api/v2/member/notificationMarkAllAsRead (contract account §5.5). */
export const markAllMessagesRead = () => api.get<unknown>('/api/v2/member/notificationMarkAllAsRead');

/** Marks every message read: the list and the unread count are asked again. */
export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllMessagesRead,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagesKey });
      await unreadChanged(queryClient);
    },
  });
}
