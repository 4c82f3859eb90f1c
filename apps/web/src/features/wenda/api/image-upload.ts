import { useMutation } from '@tanstack/react-query';
import type { UploadedImage, WendaUploadReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export type ImageTarget = 'question' | 'answer';

/**
 * Question images go to the core editor upload (POST /api/v2/upload/image, §12.12), answer images to the Q&A
 * upload (POST /addons/Wenda/api/v1/upload/image, §12.11); both answer the image's URL. Through the one client,
 * so the runtime API address is honoured (contract open question 12).
 */
export async function uploadWendaImage(target: ImageTarget, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (target === 'question') return (await api.post<UploadedImage>('/api/v2/upload/image', form)).url;
  return (await api.post<WendaUploadReply>('/addons/Wenda/api/v1/upload/image', form)).url;
}

export function useImageUploadMutation(target: ImageTarget) {
  return useMutation({ mutationFn: (file: File) => uploadWendaImage(target, file) });
}
