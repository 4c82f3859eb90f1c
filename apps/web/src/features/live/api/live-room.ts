import { useMutation } from '@tanstack/react-query';
import type { ChatHistoryReply, EmptyReply, LiveAttachmentsReply } from '@meedu/contract';
import { apiUrl, goApi } from '../../../api/client.ts';
import { withQuery } from '../../../config/paths.ts';

/** The go-meedu endpoints of one lesson (contract catalog §6.6), served at the go client's base URL. */
const base = (courseId: number, videoId: number) =>
  `/addons/zhibo/api/v1/course/${courseId}/video/${videoId}`;

export const CHAT_PAGE_SIZE = 100;

/** One page of chat history, newest first (the chat reverses each page). */
export const fetchChatPage = (courseId: number, videoId: number, page: number) =>
  goApi.get<ChatHistoryReply>(`${base(courseId, videoId)}/chat/msg`, { page, size: CHAT_PAGE_SIZE });

/**
 * An older page of chat history on request (加载更多): the room merges it into what the socket has brought, so
 * nothing is cached; the pending state keeps the button from asking twice.
 */
export const useOlderChatMutation = (courseId: number, videoId: number) =>
  useMutation({ mutationFn: (page: number) => fetchChatPage(courseId, videoId, page) });

/** Sends a message; it comes back to everyone, the sender included, over the WebSocket. */
export function useSendChatMutation(courseId: number, videoId: number) {
  return useMutation({
    mutationFn: (body: { content: string; duration: number }) =>
      goApi.post<EmptyReply>(`${base(courseId, videoId)}/chat/send`, body),
  });
}

export function useSignInMutation(courseId: number, videoId: number) {
  return useMutation({
    mutationFn: (recordId: number) =>
      goApi.post<EmptyReply>(`${base(courseId, videoId)}/signIn/${recordId}`, {}),
  });
}

export const fetchLiveAttachments = (courseId: number, videoId: number) =>
  goApi.get<LiveAttachmentsReply>(`${base(courseId, videoId)}/attach/index`, { page: 1, size: 100000 });

export const liveAttachmentsQuery = (courseId: number, videoId: number) => ({
  queryKey: ['live', 'attachments', courseId, videoId] as const,
  queryFn: () => fetchLiveAttachments(courseId, videoId),
  staleTime: 0,
});

/** The browser downloads courseware itself from the main server, the token in the query string. */
export const liveAttachDownloadUrl = (
  a: { course_id: number; video_id: number; id: number },
  token: string,
) => apiUrl(withQuery(`${base(a.course_id, a.video_id)}/attach/${a.id}/download`, { token }));
