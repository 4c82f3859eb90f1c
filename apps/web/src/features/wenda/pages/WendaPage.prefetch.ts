import type { QuestionScene } from '@meedu/contract';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { questionListQuery, type QuestionListParams } from '../api/question-list.ts';
import { wendaConfigQuery } from '../api/wenda-config.ts';

const SCENES: readonly QuestionScene[] = ['default', 'solved', 'unsolved', 'last_answer'];

const toInt = (v: string | null) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** `/wenda?cid=&child=&scene=&page=` as the page reads it (unknown values fall back to the defaults). */
export function readWendaUrl(q: URLSearchParams) {
  const cid = toInt(q.get('cid'));
  const child = cid ? toInt(q.get('child')) : 0;
  const raw = q.get('scene') ?? '';
  const scene: QuestionScene = (SCENES as readonly string[]).includes(raw)
    ? (raw as QuestionScene)
    : 'default';
  const page = Math.max(1, toInt(q.get('page')));
  const list: QuestionListParams = { page, scene, cid: cid && child ? child : cid };
  return { cid, child, scene, page, list };
}

/** `/wenda`: the config and the list the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(wendaConfigQuery);
  void client.prefetchQuery(questionListQuery(readWendaUrl(search).list));
};
