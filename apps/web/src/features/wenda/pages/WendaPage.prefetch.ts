import type { QuestionScene } from '@meedu/contract';
import {
  categoryTreeUrl,
  chosenCategory,
  oneOfParam,
  readCatalogParams,
  type UrlValues,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { questionListQuery, type QuestionListParams } from '../api/question-list.ts';
import { wendaConfigQuery } from '../api/wenda-config.ts';

/** `/wenda?cid=&child=&scene=&page=` (unknown values fall back to the defaults; the scene is always written). */
export const WENDA_URL = categoryTreeUrl({
  scene: oneOfParam<QuestionScene>(['default', 'solved', 'unsolved', 'last_answer'], 'default', {
    always: true,
  }),
});

/** The list the address asks for: the second-level category when one is chosen. */
export const questionListParams = (v: UrlValues<typeof WENDA_URL>): QuestionListParams => ({
  page: v.page,
  scene: v.scene,
  cid: chosenCategory(v),
});

/** `/wenda`: the config and the list the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(wendaConfigQuery);
  void client.prefetchQuery(questionListQuery(questionListParams(readCatalogParams(WENDA_URL, search))));
};
