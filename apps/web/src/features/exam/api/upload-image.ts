import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/**
 * POST /api/v2/upload/image — multipart `file` (contract §15), the upload module's endpoint, through the one
 * client. Silent: the Q&A answer says `{filename} 上传失败` or the server's refusal itself.
 */
export function uploadAnswerImage(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedImage>('/api/v2/upload/image', form, { silent: true });
}

/** Uploads one answer image; resolves with its URL. */
export function useAnswerImageUploadMutation() {
  return useMutation({ mutationFn: async (file: File) => (await uploadAnswerImage(file)).url });
}
