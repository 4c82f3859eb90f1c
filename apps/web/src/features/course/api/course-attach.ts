import { currentCapabilities, preferModern } from '../../../api/capabilities.ts';
import { ApiError, api, apiUrl } from '../../../api/client.ts';
import { notify } from '../../../api/notify.ts';
import type { AttachDownloadUrlReply } from '@meedu/contract';
import { withQuery } from '../../../config/paths.ts';
import { token } from '../../../lib/storage.ts';

/**
 * The browser downloads an attachment itself (contract catalog §2.7): the token travels in the query string.
 * The runtime API address is used (the reference used config.url, which names the same server).
 */
export const courseAttachDownloadUrl = (attachId: number, memberToken: string) =>
  apiUrl(withQuery(`/api/v2/course/attach/${attachId}/download`, { token: memberToken }));

/**
 * GET /api/v3/course/{courseId}/attach/{id} (upstream-4.9.30 §9.2): a one-time or presigned download address for
 * an entitled member. Silent, so that a 404 can fall back to the 4.9.8 download.
 */
export const fetchAttachDownload = (courseId: number, attachId: number) =>
  api.get<AttachDownloadUrlReply>(`/api/v3/course/${courseId}/attach/${attachId}`, undefined, {
    silent: true,
  });

/** Where the browser downloads an attachment from, on this server (capability `attachments`). */
export function attachmentDownloadUrl(courseId: number, attachId: number): Promise<string> {
  const legacy = () => Promise.resolve(courseAttachDownloadUrl(attachId, token.get() ?? ''));
  if (currentCapabilities().attachments === 'stream') return legacy();
  return preferModern(
    'attachments',
    async () => (await fetchAttachDownload(courseId, attachId)).download_url,
    legacy,
  );
}

/**
 * Opens the download in a new tab (within the click's activation: the address comes back in one request). Never
 * rejects: a refusal has been shown by the capability layer (or a 401 has sent the member to log in).
 */
export async function openAttachment(courseId: number, attachId: number): Promise<void> {
  let url: string;
  try {
    url = await attachmentDownloadUrl(courseId, attachId);
  } catch (error) {
    if (!(error instanceof ApiError)) notify.error('附件下载失败，请稍后再试');
    return;
  }
  window.open(url, '_blank', 'noopener');
}
