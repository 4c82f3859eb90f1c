import { apiUrl } from '../../../api/client.ts';
import { withQuery } from '../../../config/paths.ts';

/**
 * The browser downloads an attachment itself (contract catalog §2.7): the token travels in the query string.
 * The runtime API address is used (the reference used config.url, which names the same server).
 */
export const courseAttachDownloadUrl = (attachId: number, token: string) =>
  apiUrl(withQuery(`/api/v2/course/attach/${attachId}/download`, { token }));
