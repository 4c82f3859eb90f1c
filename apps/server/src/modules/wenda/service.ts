import type {
  AnswerComment,
  AnswerCommentsReply,
  MemberAnswer,
  MemberQuestion,
  MemberWendaReply,
  QuestionCreateForm,
  QuestionDetailReply,
  QuestionListItem,
  QuestionListReply,
  VoteToggleReply,
  WendaAnswer,
  WendaCategory,
  WendaConfig,
  WendaUser,
} from '@meedu/contract';
import { z } from 'zod';
import { type Db, inTransaction } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { DEFAULT_AVATAR_FILE, brandUrl } from '../../lib/public-url.ts';
import { grantCredit1, spendCredit1 } from '../credits/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { asFlag } from '../../lib/http.ts';
import { textToHtml } from '../../lib/html.ts';
import { categoryTree } from '../../lib/categories.ts';

export type { QuestionFilter, Scene } from './repository.ts';

export const TITLE_MAX = 64;
export const CONTENT_MAX = 10_000;
export const QUESTION_IMAGES_MAX = 9;
export const ANSWER_IMAGES_MAX = 6;

const iso = (t: string) => isoTime(t) ?? '';

// ---------------------------------------------------------------- config (contract §12.1)

const configSchema = z.object({
  pc_diy_content: z.string().catch(''),
  enable_credit1: z.union([z.literal(0), z.literal(1)]).catch(1),
});

/** The operator's settings; a site that never saved them offers rewards and shows no sidebar HTML. */
export async function wendaConfig(db: Db): Promise<WendaConfig> {
  const text = await repo.findConfigText(db);
  let raw: unknown = {};
  try {
    raw = text === undefined ? {} : JSON.parse(text);
  } catch {
    raw = {};
  }
  const parsed = configSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : { pc_diy_content: '', enable_credit1: 1 };
}

export async function saveWendaConfig(db: Db, config: WendaConfig): Promise<void> {
  await repo.saveConfigText(db, JSON.stringify(configSchema.parse(config)));
}

// ---------------------------------------------------------------- categories and the list (§12.2, §12.3)

export async function wendaCategoryTree(db: Db): Promise<WendaCategory[]> {
  return categoryTree(await repo.listCategories(db));
}

/** §12.3: every category a question may be filed under (children after their parent). */
export async function createForm(db: Db): Promise<QuestionCreateForm> {
  const tree = await wendaCategoryTree(db);
  return {
    categories: tree.flatMap((t) => [{ id: t.id, name: t.name }, ...(t.children ?? [])]),
  };
}

const statusText = (status: number) => (status === 1 ? '已解决' : '未解决');

export async function questionPage(
  db: Db,
  filter: repo.QuestionFilter,
  page: { size: number; offset: number },
): Promise<QuestionListReply> {
  const [{ rows, total }, categories] = await Promise.all([
    repo.questionsPage(db, filter, page),
    wendaCategoryTree(db),
  ]);
  const data = rows.map((r): QuestionListItem => ({
    ...r,
    status: asFlag(r.status),
    status_text: statusText(r.status),
  }));
  return { data: { data, total }, categories };
}

// ---------------------------------------------------------------- images

/**
 * The upload paths of image URLs a member sends: only editor images they uploaded themselves are taken (an
 * outside address could track readers, another member's upload is theirs), each once, at most `max`.
 */
async function ownImages(db: Db, userId: number, urls: string[], max: number): Promise<string[]> {
  if (urls.length > max) throw new ApiError(`最多上传${max}张图片`);
  const paths: string[] = [];
  for (const u of urls) {
    let path: string;
    try {
      path = new URL(u, 'http://x').pathname;
    } catch {
      throw new ApiError('图片地址无效');
    }
    if (!path.startsWith('/uploads/images/')) throw new ApiError('图片地址无效');
    if (!paths.includes(path)) paths.push(path);
  }
  const own = await repo.ownImageUploads(db, userId, paths);
  if (paths.some((p) => !own.has(p))) throw new ApiError('图片地址无效');
  return paths;
}

// ---------------------------------------------------------------- asking (§12.4)

export interface NewQuestion {
  title: string;
  category_id: number;
  original_content: string;
  images: string[];
  credit1: number;
}

/**
 * Stores a question and holds its reward: the credit leaves the asker's balance in the same transaction
 * ('积分余额不足' when they have less, and nothing is stored).
 */
export async function askQuestion(db: Db, userId: number, q: NewQuestion, now: string): Promise<number> {
  if (!(await repo.categoryExists(db, q.category_id))) throw new ApiError('请选择问题分类');
  const config = await wendaConfig(db);
  if (q.credit1 > 0 && config.enable_credit1 !== 1) throw new ApiError('未开启积分悬赏');
  const images = await ownImages(db, userId, q.images, QUESTION_IMAGES_MAX);
  return inTransaction(db, async (trx) => {
    if (q.credit1 > 0 && !(await spendCredit1(trx, userId, q.credit1, `问答悬赏：${q.title}`, now)))
      throw new ApiError('积分余额不足');
    const id = await repo.insertQuestion(trx, {
      user_id: userId,
      category_id: q.category_id,
      title: q.title,
      original_content: q.original_content,
      render_content: textToHtml(q.original_content),
      credit1: q.credit1,
      created_at: now,
      updated_at: now,
    });
    await repo.insertImages(trx, id, 0, images);
    return id;
  });
}

// ---------------------------------------------------------------- the question page (§12.5)

async function usersById(db: Db, ids: number[], base: string): Promise<Map<number, WendaUser>> {
  const rows = await repo.findUsers(db, [...new Set(ids)]);
  return new Map(
    rows.map((u) => [
      u.id,
      {
        nick_name: u.nick_name,
        avatar: u.avatar ? publicAssetUrl(base, u.avatar) : brandUrl(base, DEFAULT_AVATAR_FILE),
      },
    ]),
  );
}

async function findQuestion(db: Db, id: number) {
  const q = await repo.findQuestion(db, id);
  if (!q) throw new ApiError('问题不存在');
  return q;
}

/** §12.5: the question (its view counted), every answer (accepted first) and the caller's votes. */
export async function questionDetail(
  db: Db,
  id: number,
  userId: number | undefined,
  base: string,
  // The crawlable page (modules/seo) reads the same reply without counting a reader.
  { countView = true }: { countView?: boolean } = {},
): Promise<QuestionDetailReply> {
  await findQuestion(db, id);
  if (countView) await repo.countView(db, id);
  const [q, answers, images] = await Promise.all([
    findQuestion(db, id),
    repo.listAnswers(db, id),
    repo.listImages(db, id),
  ]);
  const [users, voted] = await Promise.all([
    usersById(
      db,
      answers.map((a) => a.user_id),
      base,
    ),
    userId === undefined
      ? new Set<number>()
      : repo.votedAnswerIds(
          db,
          userId,
          answers.map((a) => a.id),
        ),
  ]);
  const imagesOf = (answerId: number) =>
    images.filter((i) => i.answer_id === answerId).map((i) => publicAssetUrl(base, i.path));
  return {
    question: {
      id: q.id,
      user_id: q.user_id,
      title: q.title,
      render_content: q.render_content,
      images_list: imagesOf(0),
      credit1: q.credit1,
      status: asFlag(q.status),
      view_times: q.view_times,
      answer_count: q.answer_count,
      created_at: iso(q.created_at),
    },
    answers: answers.map((a): WendaAnswer => ({
      id: a.id,
      user_id: a.user_id,
      user: users.get(a.user_id) ?? null,
      render_content: a.render_content,
      images_list: imagesOf(a.id),
      created_at: iso(a.created_at),
      is_correct: asFlag(a.is_correct),
      is_vote: voted.has(a.id) ? 1 : 0,
      vote_count: a.vote_count,
      reply_count: a.reply_count,
    })),
    is_admin: userId !== undefined && userId === q.user_id,
    is_vote: voted.size > 0,
  };
}

// ---------------------------------------------------------------- answering, voting, accepting (§12.6–12.8)

/** §12.6: every member may answer an unsolved question, with up to 6 of their own images. */
export async function answerQuestion(
  db: Db,
  questionId: number,
  userId: number,
  a: { original_content: string; images: string[] },
  now: string,
): Promise<number> {
  const q = await findQuestion(db, questionId);
  if (q.status === 1) throw new ApiError('问题已解决，无法继续回答');
  if (q.is_closed === 1) throw new ApiError('问题已关闭，无法继续回答');
  const images = await ownImages(db, userId, a.images, ANSWER_IMAGES_MAX);
  return inTransaction(db, async (trx) => {
    const id = await repo.insertAnswer(trx, {
      question_id: questionId,
      user_id: userId,
      original_content: a.original_content,
      render_content: textToHtml(a.original_content),
      created_at: now,
      updated_at: now,
    });
    await repo.insertImages(trx, questionId, id, images);
    return id;
  });
}

/** §12.7: toggles the member's vote on an answer; 1 when it is now voted, 0 when the vote was taken back. */
export async function toggleVote(
  db: Db,
  userId: number,
  answerId: number,
  now: string,
): Promise<VoteToggleReply> {
  if (!(await repo.findAnswer(db, answerId))) throw new ApiError('回答不存在');
  return inTransaction(db, async (trx) => {
    if (await repo.deleteVote(trx, userId, answerId)) {
      await repo.moveVoteCount(trx, answerId, -1);
      return 0;
    }
    if (await repo.insertVote(trx, userId, answerId, now)) await repo.moveVoteCount(trx, answerId, 1);
    return 1;
  });
}

/**
 * §12.8: the asker accepts another member's answer to their unsolved question, and the held reward goes to the
 * answer's author, in one transaction. The question turns solved with a conditional update, so of racing
 * accepts only one pays; the others are told '问题已解决'.
 */
export async function acceptAnswer(
  db: Db,
  questionId: number,
  userId: number,
  answerId: number,
  now: string,
): Promise<void> {
  const q = await findQuestion(db, questionId);
  if (q.user_id !== userId) throw new ApiError('无权限');
  const answer = await repo.findAnswer(db, answerId);
  if (!answer || answer.question_id !== questionId) throw new ApiError('回答不存在');
  if (answer.user_id === userId) throw new ApiError('不能采纳自己的回答');
  await inTransaction(db, async (trx) => {
    if (!(await repo.markSolved(trx, questionId, userId, answerId, now))) throw new ApiError('问题已解决');
    await repo.markCorrect(trx, answerId, now);
    if (q.credit1 > 0) await grantCredit1(trx, answer.user_id, q.credit1, `回答被采纳：${q.title}`, now);
  });
}

// ---------------------------------------------------------------- comments on answers (§12.9, §12.10)

export async function answerComments(
  db: Db,
  answerId: number,
  page: { size: number; offset: number },
  base: string,
): Promise<AnswerCommentsReply> {
  if (!(await repo.findAnswer(db, answerId))) throw new ApiError('回答不存在');
  const { rows, total } = await repo.commentsPage(db, answerId, page);
  const users = await usersById(
    db,
    rows.flatMap((r) => (r.reply_user_id > 0 ? [r.user_id, r.reply_user_id] : [r.user_id])),
    base,
  );
  const data = rows.map((r): AnswerComment => {
    const replyUser = r.reply_user_id > 0 ? users.get(r.reply_user_id) : undefined;
    return {
      id: r.id,
      user: users.get(r.user_id) ?? null,
      created_at: iso(r.created_at),
      render_content: r.render_content,
      reply_user_id: r.reply_user_id,
      reply_user: replyUser ? { nick_name: replyUser.nick_name } : null,
    };
  });
  return { data: { data, total } };
}

export async function commentOnAnswer(
  db: Db,
  answerId: number,
  userId: number,
  c: { content: string; reply_user_id: number },
  now: string,
): Promise<number> {
  if (!(await repo.findAnswer(db, answerId))) throw new ApiError('回答不存在');
  if (c.reply_user_id > 0 && (await repo.findUsers(db, [c.reply_user_id])).length === 0)
    throw new ApiError('回复的用户不存在');
  return inTransaction(db, (trx) =>
    repo.insertComment(trx, {
      answer_id: answerId,
      user_id: userId,
      reply_user_id: c.reply_user_id,
      original_content: c.content,
      render_content: textToHtml(c.content),
      created_at: now,
    }),
  );
}

// ---------------------------------------------------------------- the member's lists (commerce-exam §14.4, §14.5)

export async function memberQuestions(
  db: Db,
  userId: number,
  page: { size: number; offset: number },
): Promise<MemberWendaReply<MemberQuestion>> {
  const { rows, total } = await repo.memberQuestionsPage(db, userId, page);
  return { data: { data: rows.map((r) => ({ ...r, status: asFlag(r.status) })), total } };
}

export async function memberAnswers(
  db: Db,
  userId: number,
  page: { size: number; offset: number },
): Promise<MemberWendaReply<MemberAnswer>> {
  const { rows, total } = await repo.memberAnswersPage(db, userId, page);
  return {
    data: {
      data: rows.map((r) => ({ ...r, status: asFlag(r.status), is_correct: asFlag(r.is_correct) })),
      total,
    },
  };
}

// ---------------------------------------------------------------- input rules

/**
 * A text field: trimmed, required and capped. Tags are kept as typed (a question may be about HTML); the text is
 * escaped when stored as render_content.
 */
export const textField = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((s) => [...s].length <= max, tooLong);

export const addCategory = repo.insertCategory;
