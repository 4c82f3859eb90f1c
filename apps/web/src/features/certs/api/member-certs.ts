import type { MemberCertsReply } from '@meedu/contract';
import { api, apiUrl } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';
import { withQuery } from '../../../config/paths.ts';

export const CERTS_PAGE_SIZE = 10;

/** GET /addons/Cert/api/v1/member/cert (contract commerce-exam §7), newest first. */
export const fetchMemberCerts = (page: number) =>
  api.get<MemberCertsReply>('/addons/Cert/api/v1/member/cert', { page, size: CERTS_PAGE_SIZE });

export const memberCertsQuery = pagedQuery(['certs'], fetchMemberCerts, { staleTime: 0 });

/** The download opens in a new window, so the token travels in the query string (the template's id, §7). */
export const certDownloadUrl = (certId: number, token: string) =>
  apiUrl(withQuery(`/addons/Cert/api/v1/member/cert/${certId}/download`, { token }));
