import { api } from '../../../api/client.ts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListPage, Notification } from '@meedu/contract';
import { unreadCountQuery } from '../../../api/member.ts';
import { useSession } from '../../../stores/session.ts';
import { messagesKey } from './messages.ts';

/** GET /api/v2/member/notificationMarkAsRead/{id} — the id is a UUID; a GET that changes state (contract §5.4). */
export const markMessageRead = (id: string) =>
  api.get<unknown>(`/api/v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`);

/** The unread count changed: the header's dot and the side nav ask again. */
export async function unreadChanged(client: QueryClient): Promise<void> {
  useSession.getState().setFreshUnread(true);
  await client.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
}

/** Marks one message read: it turns grey in every cached page at once, and the unread count is asked again. */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: Notification) => markMessageRead(n.id),
    onSuccess: (_reply, n) => {
      const readAt = new Date().toISOString();
      queryClient.setQueriesData<ListPage<Notification>>({ queryKey: messagesKey }, (old) =>
        old ? { ...old, data: old.data.map((m) => (m.id === n.id ? { ...m, read_at: readAt } : m)) } : old,
      );
      return unreadChanged(queryClient);
    },
  });
}
