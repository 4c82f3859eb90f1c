/**
 * Q&A moderation in the console (issue 31): a question is hidden (gone from the storefront), closed (readable, no
 * more answers: the storefront's answerQuestion refuses), or deleted with its answers; an answer is hidden or
 * deleted. Each write runs in one transaction with its audit row.
 */
import type {
  AuditValue,
  ListReply,
  WendaAnswerAdminItem,
  WendaQuestionAdminDetail,
  WendaQuestionAdminItem,
} from '@meedu/contract/admin';
import { audited, type AuditActor } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, listReply, notFound, type ListParams } from '../../console/http.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './admin-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const questionItem = (r: repo.QuestionRow): WendaQuestionAdminItem => ({
  id: r.id,
  title: r.title,
  user_id: r.user_id,
  user_nick_name: r.nick_name,
  category_name: r.category_name,
  is_solved: r.status === 1,
  is_hidden: r.is_hidden === 1,
  is_closed: r.is_closed === 1,
  answer_count: r.answer_count,
  created_at: wireInstant(r.created_at),
});

const answerItem = (r: repo.AnswerRow): WendaAnswerAdminItem => ({
  id: r.id,
  question_id: r.question_id,
  user_id: r.user_id,
  user_nick_name: r.nick_name,
  content: r.render_content,
  is_correct: r.is_correct === 1,
  is_hidden: r.is_hidden === 1,
  created_at: wireInstant(r.created_at),
});

const questionAudit = (q: WendaQuestionAdminItem): AuditValue => ({
  title: q.title,
  user_id: q.user_id,
  is_hidden: q.is_hidden,
  is_closed: q.is_closed,
});

const answerAudit = (a: WendaAnswerAdminItem): AuditValue => ({
  question_id: a.question_id,
  user_id: a.user_id,
  content: a.content,
  is_hidden: a.is_hidden,
});

const author = (r: { user_nick_name: string | null; user_id: number }) =>
  r.user_nick_name ?? `学员 ${r.user_id}`;

export async function listQuestions(
  deps: Deps,
  filter: repo.QuestionFilter,
  params: ListParams<'id' | 'answer_count'>,
): Promise<ListReply<WendaQuestionAdminItem>> {
  const { rows, total } = await repo.questionsPage(deps.db, filter, params);
  return listReply(rows.map(questionItem), total, params);
}

export async function getQuestion(deps: Deps, id: number): Promise<WendaQuestionAdminDetail> {
  const row = await repo.findQuestion(deps.db, id);
  if (!row) throw notFound('问题');
  const answers = await repo.answersOf(deps.db, id);
  return { ...questionItem(row), content: row.render_content, answers: answers.map(answerItem) };
}

type QuestionSwitch = 'hide' | 'unhide' | 'close' | 'reopen';

const SWITCHES: Record<QuestionSwitch, { column: 'is_hidden' | 'is_closed'; value: 0 | 1; verb: string }> = {
  hide: { column: 'is_hidden', value: 1, verb: '隐藏' },
  unhide: { column: 'is_hidden', value: 0, verb: '取消隐藏' },
  close: { column: 'is_closed', value: 1, verb: '关闭' },
  reopen: { column: 'is_closed', value: 0, verb: '重新开放' },
};

/** Hides, shows, closes or reopens a question: the commands of its row, each audited. */
export const switchQuestion =
  (action: QuestionSwitch) =>
  async (deps: Deps, actor: AuditActor, id: number): Promise<WendaQuestionAdminDetail> => {
    const before = await getQuestion(deps, id);
    const s = SWITCHES[action];
    await audited(deps, actor, async (trx, audit) => {
      await repo.updateQuestion(trx, id, { [s.column]: s.value });
      await audit({
        action,
        entity: 'wenda_question',
        entityId: id,
        summary: `${s.verb}问题 ${before.title}`,
        before: questionAudit(before),
        after: { ...questionAudit(before), [s.column]: s.value === 1 },
      });
    });
    return getQuestion(deps, id);
  };

export async function deleteQuestion(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await getQuestion(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteQuestion(trx, id);
    await audit({
      action: 'delete',
      entity: 'wenda_question',
      entityId: id,
      summary: `删除问题 ${before.title}（${before.answers.length} 个回答）`,
      before: questionAudit(before),
    });
  });
}

async function requireAnswer(deps: Deps, id: number): Promise<WendaAnswerAdminItem> {
  const row = await repo.findAnswer(deps.db, id);
  if (!row) throw notFound('回答');
  return answerItem(row);
}

export const setAnswerHidden =
  (hidden: boolean) =>
  async (deps: Deps, actor: AuditActor, id: number): Promise<WendaAnswerAdminItem> => {
    const before = await requireAnswer(deps, id);
    await audited(deps, actor, async (trx, audit) => {
      await repo.setAnswerHidden(trx, id, hidden);
      await audit({
        action: hidden ? 'hide' : 'unhide',
        entity: 'wenda_answer',
        entityId: id,
        summary: `${hidden ? '隐藏' : '取消隐藏'}${author(before)} 的回答`,
        before: answerAudit(before),
        after: { ...answerAudit(before), is_hidden: hidden },
      });
    });
    return requireAnswer(deps, id);
  };

/** The accepted answer stays (the asker's reward went with it): hide it instead. */
export async function deleteAnswer(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await requireAnswer(deps, id);
  if (before.is_correct) throw new AdminError(409, '已采纳的回答不能删除，可改为隐藏');
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteAnswer(trx, id, before.question_id);
    await audit({
      action: 'delete',
      entity: 'wenda_answer',
      entityId: id,
      summary: `删除${author(before)} 的回答`,
      before: answerAudit(before),
    });
  });
}
