/**
 * The teacher's room console (`live-room.edit`): the lessons of today on (`GET /live-rooms`), one lesson's room
 * (`GET /live-lessons/:id/room`, read again every few seconds while the page is open, so the chat shows what the
 * members post) and the teacher's actions (`POST …/room`), which answer the room as it is after them.
 */
import type { ListReply, LiveRoomAction, LiveRoomLessonItem, LiveRoomView } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const liveRoomsKey = ['live-rooms'] as const;

/** How often an open room is read again: the chat's delay for the teacher, and one small query per interval. */
export const ROOM_REFRESH_MS = 2_000;

export const liveRoomsQuery = queryOptions({
  queryKey: liveRoomsKey,
  queryFn: () => api.get<ListReply<LiveRoomLessonItem>>('/live-rooms'),
});

export const roomQuery = (lessonId: number) =>
  queryOptions({
    queryKey: [...liveRoomsKey, 'room', lessonId],
    queryFn: () => api.get<LiveRoomView>(`/live-lessons/${lessonId}/room`),
    refetchInterval: ROOM_REFRESH_MS,
  });

/** One teacher action; the room it answers replaces the one on screen at once. */
export function useRoomAction(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: LiveRoomAction) => api.post<LiveRoomView>(`/live-lessons/${lessonId}/room`, action),
    onSuccess: (view) => client.setQueryData(roomQuery(lessonId).queryKey, view),
  });
}
