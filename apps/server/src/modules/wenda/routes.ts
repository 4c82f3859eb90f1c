import type {
  AnswerCommentReply,
  AnswerCommentRequest,
  AnswerCommentsReply,
  AnswerCommentsRequest,
  AnswerRequest,
  CorrectRequest,
  EmptyReply,
  MemberAnswer,
  MemberQuestion,
  MemberWendaReply,
  MemberWendaRequest,
  QuestionCreateForm,
  QuestionCreateReply,
  QuestionCreateRequest,
  QuestionDetailReply,
  QuestionListReply,
  QuestionListRequest,
  VoteReply,
  VoteRequest,
  WendaConfig,
  WendaUploadReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { decimalInteger, jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import { uploadImage } from '../upload/service.ts';
import {
  acceptAnswer,
  ANSWER_IMAGES_MAX,
  answerComments,
  answerQuestion,
  askQuestion,
  commentOnAnswer,
  CONTENT_MAX,
  createForm,
  memberAnswers,
  memberQuestions,
  QUESTION_IMAGES_MAX,
  questionDetail,
  questionPage,
  type Scene,
  textField,
  TITLE_MAX,
  toggleVote,
  wendaConfig,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';
import { COMMENT_MAX } from '../../lib/comments.ts';

const SCENES: readonly Scene[] = ['default', 'solved', 'unsolved', 'last_answer'];

const listQuery = requestSchema<QuestionListRequest>()(
  z
    .object({
      scene: z
        .string()
        .catch('default')
        .default('default')
        .transform((s): Scene => ((SCENES as readonly string[]).includes(s) ? (s as Scene) : 'default')),
      cid: z.coerce.number().int().min(0).catch(0).default(0),
    })
    .and(paging(16, 'size')),
);

const memberQuery = requestSchema<MemberWendaRequest>()(paging(10, 'page_size'));
// The storefront asks for 10000 comments at once (contract §12.9); the server answers at most 100 a page.
const commentsQuery = requestSchema<AnswerCommentsRequest>()(paging(100, 'page_size'));

const images = (max: number) =>
  z
    .array(z.string({ error: '图片地址无效' }), { error: '图片地址无效' })
    .max(max, `最多上传${max}张图片`)
    .default([]);

/**
 * The reward in whole credits: a JSON integer, or a string of plain decimal digits (lib/validate.ts
 * `decimalInteger`: '0x10', '1e2', ' 5', '5.0' are refused, never read as some other number); '', null or
 * nothing is no reward.
 */
const reward = z
  .union([z.number(), z.string(), z.null()], { error: '悬赏积分格式错误' })
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return 0;
    const n = typeof v === 'number' ? v : decimalInteger(v);
    if (n === null || !Number.isSafeInteger(n) || n < 0 || n > 1_000_000_000) {
      ctx.addIssue({ code: 'custom', message: '悬赏积分格式错误' });
      return z.NEVER;
    }
    return n;
  });

const createBody = requestSchema<QuestionCreateRequest>()(
  z.object({
    category_id: z.coerce
      .number({ error: '请选择问题分类' })
      .int('请选择问题分类')
      .positive('请选择问题分类'),
    title: textField('请填写问题标题', TITLE_MAX, `问题标题不能超过${TITLE_MAX}个字`),
    original_content: textField('请填写问题具体内容', CONTENT_MAX, `问题内容不能超过${CONTENT_MAX}个字`),
    render_content: z.unknown().optional(),
    images: images(QUESTION_IMAGES_MAX),
    credit1: reward,
  }),
);

const answerBody = requestSchema<AnswerRequest>()(
  z.object({
    original_content: textField('请填写回答内容', CONTENT_MAX, `回答内容不能超过${CONTENT_MAX}个字`),
    render_content: z.unknown().optional(),
    images: images(ANSWER_IMAGES_MAX),
  }),
);

const voteBody = requestSchema<VoteRequest>()(
  z.object({
    id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
    type: z.coerce.number().int().catch(1).default(1),
  }),
);

const correctBody = requestSchema<CorrectRequest>()(
  z.object({
    answer_id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
  }),
);

const commentBody = requestSchema<AnswerCommentRequest>()(
  z.object({
    original_content: textField('请输入评论', COMMENT_MAX, `评论内容不能超过${COMMENT_MAX}个字`).refine(
      (s) => [...s].length >= 6,
      '评论内容不能少于6个字',
    ),
    render_content: z.unknown().optional(),
    reply_user_id: z.coerce.number().int().min(0).catch(0).default(0),
  }),
);

/** contract catalog §12 and commerce-exam §14.4–14.5 (Wenda addon). */
export const wendaRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  app.get('/addons/Wenda/api/v1/other/config', config(deps));
  app.get('/addons/Wenda/api/v1/questions', list(deps));
  app.get('/addons/Wenda/api/v1/question/create', member, form(deps));
  app.post('/addons/Wenda/api/v1/question/create', member, create(deps));
  app.get('/addons/Wenda/api/v1/question/:id/detail', optionalMember(deps), detail(deps));
  app.post('/addons/Wenda/api/v1/question/:id/answer', member, answer(deps));
  app.post('/addons/Wenda/api/v1/vote', member, vote(deps));
  app.post('/addons/Wenda/api/v1/question/:id/correct', member, correct(deps));
  app.get('/addons/Wenda/api/v1/question/answer/:id/comments', comments(deps));
  app.post('/addons/Wenda/api/v1/question/answer/:id/comment', member, comment(deps));
  app.post('/addons/Wenda/api/v1/upload/image', member, upload(deps));
  app.get('/addons/Wenda/api/v1/member/questions', member, myQuestions(deps));
  app.get('/addons/Wenda/api/v1/member/answers', member, myAnswers(deps));
};

const config = (deps: AppDeps) => async (c: Context) => ok<WendaConfig>(c, await wendaConfig(deps.db));

const list = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, listQuery);
  return ok<QuestionListReply>(c, await questionPage(deps.db, { scene: q.scene, categoryId: q.cid }, q));
};

const form = (deps: AppDeps) => async (c: Context) => ok<QuestionCreateForm>(c, await createForm(deps.db));

const create = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, createBody);
  const id = await askQuestion(deps.db, c.get('userId'), body, nowDb(deps.clock));
  return ok<QuestionCreateReply>(c, { id });
};

const detail = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const userId: number | undefined = c.get('userId');
  const id = idParam(c.req.param('id'));
  return ok<QuestionDetailReply>(c, await questionDetail(deps.db, id, userId, publicBase(c, deps.config)));
};

const answer = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const body = await jsonBody(c, answerBody);
  await answerQuestion(deps.db, id, c.get('userId'), body, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const vote = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, voteBody);
  return ok<VoteReply>(c, { ok: await toggleVote(deps.db, c.get('userId'), body.id, nowDb(deps.clock)) });
};

const correct = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const body = await jsonBody(c, correctBody);
  await acceptAnswer(deps.db, id, c.get('userId'), body.answer_id, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const comments = (deps: AppDeps) => async (c: Context) => {
  const id = idParam(c.req.param('id'));
  return ok<AnswerCommentsReply>(
    c,
    await answerComments(deps.db, id, query(c, commentsQuery), publicBase(c, deps.config)),
  );
};

const comment = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const body = await jsonBody(c, commentBody);
  const commentId = await commentOnAnswer(
    deps.db,
    id,
    c.get('userId'),
    { content: body.original_content, reply_user_id: body.reply_user_id },
    nowDb(deps.clock),
  );
  return ok<AnswerCommentReply>(c, { comment_id: commentId });
};

const upload = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const file = await readImageUpload(c, 2048, '图片大小不超过2M');
  const stored = await uploadImage(deps, c.get('userId'), file, publicBase(c, deps.config));
  return ok<WendaUploadReply>(c, { url: stored.url });
};

const myQuestions = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<MemberWendaReply<MemberQuestion>>(
    c,
    await memberQuestions(deps.db, c.get('userId'), query(c, memberQuery)),
  );

const myAnswers = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<MemberWendaReply<MemberAnswer>>(c, await memberAnswers(deps.db, c.get('userId'), query(c, memberQuery)));
