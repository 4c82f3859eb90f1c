import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateMember } from './member-invalidate.ts';

/** The server's limit is 1024 KB (the reference client allowed 2 MB and then failed; defect 10). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpg', 'image/jpeg', 'image/gif'];

/** POST /api/v2/member/detail/avatar — multipart field `file` (contract §5.7). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<unknown>('/api/v2/member/detail/avatar', form);
}

/** Uploads a new avatar; the member is read again, so the page and the header show it. */
export function useAvatarUploadMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: () => invalidateMember(queryClient) });
}
