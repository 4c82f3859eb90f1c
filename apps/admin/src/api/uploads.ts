import type { AdminUploadedImage } from '@meedu/contract/admin';
import { api } from './client.ts';

/** `POST /uploads/images`: stores an image (any screen that edits something) and answers its public URL. */
export function uploadImage(file: File): Promise<AdminUploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<AdminUploadedImage>('/uploads/images', form);
}
