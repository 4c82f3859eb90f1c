import type { QuestionListReply, QuestionScene } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const QUESTION_PAGE_SIZE = 16;

export interface QuestionListParams {
  page: number;
  scene: QuestionScene;
  /** The child category when one is chosen, else the top one (0 = all). */
  cid: number;
}

/** GET /addons/Wenda/api/v1/questions — P3 with the category tree (contract catalog §12.2). */
export const fetchQuestions = (p: QuestionListParams) =>
  api.get<QuestionListReply>('/addons/Wenda/api/v1/questions', {
    page: p.page,
    size: QUESTION_PAGE_SIZE,
    scene: p.scene,
    cid: p.cid,
  });

export const questionListQuery = pagedQuery(['wenda', 'list'], fetchQuestions);
