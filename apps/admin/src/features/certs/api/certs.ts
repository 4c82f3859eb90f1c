import type {
  CertDraftRequest,
  CertTemplateItem,
  CertTemplateRequest,
  IssuedCertItem,
  ListReply,
} from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const certTemplatesKey = ['cert-templates'] as const;

/** `GET /cert-templates` (`q`; sorts `id`, `issued`) */
export const certTemplateListQuery = pagedListQuery<CertTemplateItem>('/cert-templates', certTemplatesKey);
export const certTemplateMutations = recordMutations<CertTemplateRequest, CertTemplateItem>(
  '/cert-templates',
  [certTemplatesKey],
);

/** `GET /cert-templates/:id/issued`: a page of the certificates a template gave. */
export const issuedCertsQuery = (templateId: number, page: number) =>
  queryOptions({
    queryKey: [...certTemplatesKey, 'issued', templateId, page],
    queryFn: () =>
      api.get<ListReply<IssuedCertItem>>(`/cert-templates/${templateId}/issued`, { page, size: 20 }),
  });

/**
 * The PNG of an unsaved template drawn for a sample member: an image address (GET, the session cookie goes with
 * it), so the editor's `<img>` shows it as it is typed.
 */
export const draftPreviewSrc = (draft: CertDraftRequest) =>
  `${API_BASE}/cert-templates/preview?draft=${encodeURIComponent(JSON.stringify(draft))}`;
