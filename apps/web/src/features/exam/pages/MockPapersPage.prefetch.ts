import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { mockPaperListQuery } from '../api/mock-paper-list.ts';
import { readCatalogueUrl } from '../components/catalogue-url.ts';

/** The list page of the address (category and page from the URL). */
export const prefetch: Prefetch = ({ client, search, isLogin }) => {
  void client.prefetchQuery(mockPaperListQuery(readCatalogueUrl(search), isLogin));
};
