import type {
  AnswerSaveRequest,
  CollectionStatusMultiReply,
  CollectionStatusMultiRequest,
  CollectionStatusReply,
  CollectionStatusRequest,
  EmptyReply,
  ExamListReply,
  ExamListRequest,
  ExamStatsReply,
  HandInRequest,
  MemberExamListRequest,
  MemberMockPapersReply,
  MemberPapersReply,
  MemberPracticesReply,
  MockAttemptReply,
  MockDrawReply,
  MockHandInReply,
  MockPaperDetailReply,
  PaperAttemptReply,
  PaperDetailReply,
  PaperHandInReply,
  PaperJoinReply,
  PaperListItem,
  PracticeAnswerRequest,
  PracticeChapterReply,
  PracticeDayReply,
  PracticeDetailReply,
  PracticeListItem,
  QuestionAnswerRequest,
  QuestionBookIdsReply,
  QuestionBookIdsRequest,
  QuestionBookStatsReply,
  QuestionBookStatsRequest,
  QuestionLookupRequest,
  QuestionReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import {
  answerBookQuestion,
  answerPractice,
  bookIds,
  bookQuestion,
  bookStats,
  collectionStatus,
  collectionStatusMulti,
  memberPractices,
  practiceChapter,
  practiceDay,
  practiceDetail,
  practiceList,
  practiceQuestion,
  removeWrong,
  toggleCollection,
} from './practice.ts';
import {
  drawMockPaper,
  examStats,
  handInMock,
  handInPaper,
  joinPaper,
  memberMockPapers,
  memberPapers,
  mockAttempt,
  mockPaperDetail,
  mockPaperList,
  paperAttempt,
  paperDetail,
  paperList,
  saveMockAnswer,
  savePaperAnswer,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

const num = () => z.coerce.number().int().min(0).catch(0).default(0);
const PARAM = '参数错误';

const listQuery = requestSchema<ExamListRequest>()(
  z.object({ cid1: num(), cid2: num() }).and(paging(10, 'page_size')),
);
const memberListQuery = requestSchema<MemberExamListRequest>()(paging(10, 'size'));

const answerValue = z.unknown().refine((v) => v !== undefined, PARAM);
const recordId = z.coerce.number({ error: PARAM }).int(PARAM).positive(PARAM);
const questionKey = z.union([z.number().int().positive(), z.string().regex(/^\d+(-cap-\d+)?$/)], {
  error: PARAM,
});

const saveBody = requestSchema<AnswerSaveRequest>()(
  z.object({ pid: recordId, question_id: questionKey, answer: answerValue, images: z.unknown().optional() }),
);
const handInBody = requestSchema<HandInRequest>()(z.object({ pid: recordId }));
const mockSaveBody = requestSchema<AnswerSaveRequest>()(
  z.object({
    pid: z.unknown().optional(),
    question_id: questionKey,
    answer: answerValue,
    images: z.unknown().optional(),
  }),
);
const mockHandInBody = requestSchema<HandInRequest>()(z.object({ pid: z.unknown().optional() }));
const practiceAnswerBody = requestSchema<PracticeAnswerRequest>()(z.object({ answer: answerValue }));
const from = z.enum(['wrongbook', 'collection']).catch('wrongbook').default('wrongbook');
const lookupQuery = requestSchema<QuestionLookupRequest>()(z.object({ from }));
const bookAnswerBody = requestSchema<QuestionAnswerRequest>()(z.object({ answer: answerValue, from }));
const statsQuery = requestSchema<QuestionBookStatsRequest>()(z.object({ question_type: num() }));
const idsQuery = requestSchema<QuestionBookIdsRequest>()(z.object({ type: num(), cid1: num(), cid2: num() }));
const questionIdBody = requestSchema<CollectionStatusRequest>()(
  z.object({ question_id: z.coerce.number({ error: PARAM }).int(PARAM).positive(PARAM) }),
);
const questionIdsBody = requestSchema<CollectionStatusMultiRequest>()(
  z.object({
    question_ids: z.array(z.coerce.number().int().positive(), { error: PARAM }).max(500, PARAM),
  }),
);

const P = '/addons/Paper/api';

/** contract commerce-exam §9–14 (the Paper addon). */
export const examRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  const visitor = optionalMember(deps);
  app.get(`${P}/v2/stats/index`, visitor, stats(deps));
  app.get(`${P}/v1/papers`, visitor, papers(deps));
  app.get(`${P}/v1/paper/:id`, member, paper(deps));
  app.get(`${P}/v1/paper/:id/join`, member, join(deps));
  app.get(`${P}/v1/paper/:id/join/:recordId`, member, attempt(deps));
  app.post(`${P}/v1/paper/:id/submit/single`, member, save(deps));
  app.post(`${P}/v1/paper/:id/submit/all`, member, submit(deps));
  app.get(`${P}/v1/mock_papers`, visitor, mockPapers(deps));
  app.get(`${P}/v1/mock_paper/record/:recordId`, member, mockRecord(deps));
  app.post(`${P}/v1/mock_paper/record/:recordId/submit/single`, member, mockSave(deps));
  app.post(`${P}/v1/mock_paper/record/:recordId/submit`, member, mockSubmit(deps));
  app.get(`${P}/v1/mock_paper/:id`, member, mockPaper(deps));
  // `{[0-9]+}`: `mock_paper/buy` (the order of a mock paper, contract §2) is not a draw.
  app.post(`${P}/v1/mock_paper/:id{[0-9]+}`, member, mockDraw(deps));
  app.get(`${P}/v1/practices`, visitor, practices(deps));
  app.get(`${P}/v1/practice/:id`, member, practice(deps));
  app.get(`${P}/v1/practice/:id/day`, member, day(deps));
  app.get(`${P}/v1/practice/:id/join/question/:questionId`, member, practiceOne(deps));
  app.post(`${P}/v1/practice/:id/join/question/:questionId/answer`, member, practiceAnswer(deps));
  app.get(`${P}/v1/practice/:id/join/:chapterId`, member, chapter(deps));
  app.post(`${P}/v1/collection/status`, member, collected(deps));
  app.post(`${P}/v1/collection/status/multi`, member, collectedMulti(deps));
  app.post(`${P}/v1/collection/action`, member, collect(deps));
  app.get(`${P}/v1/collection/stats`, member, bookStatsHandler(deps, 'collection'));
  app.get(`${P}/v2/collection/questions`, member, bookIdsHandler(deps, 'collection'));
  app.get(`${P}/v1/wrongbook`, member, bookStatsHandler(deps, 'wrongbook'));
  app.get(`${P}/v2/wrongbook/questions`, member, bookIdsHandler(deps, 'wrongbook'));
  app.delete(`${P}/v1/wrongbook/:questionId`, member, unwrong(deps));
  app.get(`${P}/v2/question/:id`, member, bookOne(deps));
  app.post(`${P}/v2/question/:id/answer`, member, bookAnswer(deps));
  app.get(`${P}/v2/member/joinPapers`, member, myPapers(deps));
  app.get(`${P}/v2/member/joinMockPapers`, member, myMockPapers(deps));
  app.get(`${P}/v2/member/joinPractices`, member, myPractices(deps));
};

// Every exam reply is personal or time-bound (answers, deadlines): never cached.
const fresh = (c: Context) => c.header('Cache-Control', 'no-store');

const stats = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<ExamStatsReply>(c, await examStats(deps.db, c.get('userId')));
};

const papers = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<ExamListReply<PaperListItem>>(
    c,
    await paperList(deps.db, c.get('userId'), query(c, listQuery), nowDb(deps.clock)),
  );
};

const paper = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<PaperDetailReply>(
    c,
    await paperDetail(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );
};

// A GET that starts an attempt (contract §9.4).
const join = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<PaperJoinReply>(
    c,
    await joinPaper(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );
};

const attempt = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  const id = idParam(c.req.param('id'));
  const record = idParam(c.req.param('recordId'));
  return ok<PaperAttemptReply>(
    c,
    await paperAttempt(deps.db, c.get('userId'), id, record, nowDb(deps.clock)),
  );
};

const save = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const body = await jsonBody(c, saveBody);
  await savePaperAnswer(deps.db, c.get('userId'), id, body, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const submit = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const { pid } = await jsonBody(c, handInBody);
  return ok<PaperHandInReply>(c, await handInPaper(deps.db, c.get('userId'), id, pid, nowDb(deps.clock)));
};

const mockPapers = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<ExamListReply<PaperListItem>>(
    c,
    await mockPaperList(deps.db, c.get('userId'), query(c, listQuery), nowDb(deps.clock)),
  );
};

const mockPaper = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<MockPaperDetailReply>(
    c,
    await mockPaperDetail(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );
};

const mockDraw = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<MockDrawReply>(
    c,
    await drawMockPaper(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );

const mockRecord = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<MockAttemptReply>(
    c,
    await mockAttempt(deps.db, c.get('userId'), idParam(c.req.param('recordId')), nowDb(deps.clock)),
  );
};

// The record id is in the path; the body's `pid` repeats it and is not needed.
const mockSave = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const record = idParam(c.req.param('recordId'));
  const body = await jsonBody(c, mockSaveBody);
  await saveMockAnswer(deps.db, c.get('userId'), record, body, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const mockSubmit = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const record = idParam(c.req.param('recordId'));
  await jsonBody(c, mockHandInBody);
  return ok<MockHandInReply>(c, await handInMock(deps.db, c.get('userId'), record, nowDb(deps.clock)));
};

const practices = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<ExamListReply<PracticeListItem>>(
    c,
    await practiceList(deps.db, c.get('userId'), query(c, listQuery), nowDb(deps.clock)),
  );
};

const practice = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<PracticeDetailReply>(
    c,
    await practiceDetail(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );
};

const day = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<PracticeDayReply>(
    c,
    await practiceDay(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );
};

const chapter = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  const id = idParam(c.req.param('id'));
  const chapterId = idParam(c.req.param('chapterId'));
  return ok<PracticeChapterReply>(
    c,
    await practiceChapter(deps.db, c.get('userId'), id, chapterId, nowDb(deps.clock)),
  );
};

const practiceOne = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  const id = idParam(c.req.param('id'));
  const questionId = idParam(c.req.param('questionId'));
  return ok<QuestionReply>(
    c,
    await practiceQuestion(deps.db, c.get('userId'), id, questionId, nowDb(deps.clock)),
  );
};

const practiceAnswer = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const questionId = idParam(c.req.param('questionId'));
  const { answer } = await jsonBody(c, practiceAnswerBody);
  await answerPractice(deps.db, c.get('userId'), id, questionId, answer, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const collected = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { question_id } = await jsonBody(c, questionIdBody);
  return ok<CollectionStatusReply>(c, await collectionStatus(deps.db, c.get('userId'), question_id));
};

const collectedMulti = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { question_ids } = await jsonBody(c, questionIdsBody);
  return ok<CollectionStatusMultiReply>(
    c,
    await collectionStatusMulti(deps.db, c.get('userId'), question_ids),
  );
};

const collect = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { question_id } = await jsonBody(c, questionIdBody);
  await toggleCollection(deps.db, c.get('userId'), question_id, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const bookStatsHandler = (deps: AppDeps, book: 'wrongbook' | 'collection') => async (c: Context<AppEnv>) => {
  fresh(c);
  const q = query(c, statsQuery);
  return ok<QuestionBookStatsReply>(c, await bookStats(deps.db, c.get('userId'), book, q.question_type));
};

const bookIdsHandler = (deps: AppDeps, book: 'wrongbook' | 'collection') => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<QuestionBookIdsReply>(c, await bookIds(deps.db, c.get('userId'), book, query(c, idsQuery)));
};

const unwrong = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  await removeWrong(deps.db, c.get('userId'), idParam(c.req.param('questionId')));
  return ok<EmptyReply>(c, []);
};

const bookOne = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  const q = query(c, lookupQuery);
  return ok<QuestionReply>(
    c,
    await bookQuestion(deps.db, c.get('userId'), q.from, idParam(c.req.param('id'))),
  );
};

const bookAnswer = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const body = await jsonBody(c, bookAnswerBody);
  await answerBookQuestion(deps.db, c.get('userId'), body.from, id, body.answer, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const myPapers = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<MemberPapersReply>(
    c,
    await memberPapers(deps.db, c.get('userId'), query(c, memberListQuery), nowDb(deps.clock)),
  );
};

const myMockPapers = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<MemberMockPapersReply>(
    c,
    await memberMockPapers(deps.db, c.get('userId'), query(c, memberListQuery), nowDb(deps.clock)),
  );
};

const myPractices = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  fresh(c);
  return ok<MemberPracticesReply>(
    c,
    await memberPractices(deps.db, c.get('userId'), query(c, memberListQuery)),
  );
};
