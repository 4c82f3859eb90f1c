import type {
  TopicComment,
  TopicCommentReply,
  TopicCommentsReply,
  TopicDetailReply,
  TopicListItem,
  TopicListReply,
  TopicRecItem,
  TopicToggleReply,
} from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { categoryScope, commentUsers, type PageArgs, usersObject } from '../book/service.ts';
import * as ownership from '../ownership/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { categoryTree } from '../../lib/categories.ts';
import { asFlag } from '../../lib/http.ts';

const iso = (t: string) => isoTime(t) ?? '';

/** A topic with nothing to sell: a price of 0, or marked free. */
const isFreeTopic = (t: { charge: number; is_free: number }) => t.charge === 0 || t.is_free === 1;

/**
 * Who reads a topic's paid part: everyone for a free topic; otherwise a member who bought it, or one with an
 * active VIP role when the topic is VIP-free. Visitors never own a paid topic.
 */
export async function canSeeTopic(
  db: Db,
  topic: { id: number; charge: number; is_free: number; is_vip_free: number },
  userId: number | undefined,
  now: string,
): Promise<boolean> {
  if (isFreeTopic(topic)) return true;
  if (userId === undefined) return false;
  return ownership.ownsOrVipFree(db, 'topic', userId, topic, now);
}

async function findTopic(db: Db, id: number, now: string): Promise<repo.TopicRow> {
  const topic = await repo.findShownTopic(db, id, now);
  if (!topic) throw new ApiError('文章不存在或已下架');
  return topic;
}

type CardRow = repo.TopicCardRow;

const category = (r: CardRow) =>
  r.category_name === null ? { name: '' } : { id: r.category_id, name: r.category_name };

function card(r: CardRow, base: string): TopicListItem {
  return {
    id: r.id,
    title: r.title,
    thumb: publicAssetUrl(base, r.thumb),
    charge: isFreeTopic(r) ? 0 : r.charge,
    view_times: r.view_times,
    category: category(r),
    is_vip_free: asFlag(r.is_vip_free),
    is_need_login: 0,
    vote_count: r.vote_count,
    comment_times: r.comment_times,
  };
}

/** contract §8.1. */
export async function topicPage(
  db: Db,
  cid: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<TopicListReply> {
  const cats = await repo.listCategories(db);
  const scope = categoryScope(cats, cid);
  const { rows, total } = await repo.topicsPage(db, now, scope, p);
  return { data: { data: rows.map((r) => card(r, base)), total }, categories: categoryTree(cats) };
}

/** contract §8.2. */
export async function recommendedTopics(db: Db, now: string, base: string): Promise<TopicRecItem[]> {
  const rows = await repo.listRecommended(db, now);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    thumb: publicAssetUrl(base, r.thumb),
    view_times: r.view_times,
    category: category(r),
  }));
}

/**
 * contract §8.3. The paid part (`render_content`) is in the reply only for those who may read it. Counts a view
 * and, for a member, moves their reading record (study centre 在学).
 */
export async function topicDetail(
  db: Db,
  id: number,
  userId: number | undefined,
  now: string,
  base: string,
  // The crawlable page (modules/seo) reads the same reply without counting a reader.
  { countView = true }: { countView?: boolean } = {},
): Promise<TopicDetailReply> {
  const t = await findTopic(db, id, now);
  const [isBuy, isCollect, isVote] = await Promise.all([
    canSeeTopic(db, t, userId, now),
    userId === undefined ? false : repo.hasRow(db, 'topic_collects', userId, t.id),
    userId === undefined ? false : repo.hasRow(db, 'topic_votes', userId, t.id),
  ]);
  if (countView) await repo.incrementViews(db, t.id);
  if (userId !== undefined) await repo.recordView(db, userId, t.id, now);
  const topic: TopicDetailReply['topic'] = {
    id: t.id,
    title: t.title,
    thumb: publicAssetUrl(base, t.thumb),
    charge: isFreeTopic(t) ? 0 : t.charge,
    created_at: iso(t.created_at),
    view_times: t.view_times + (countView ? 1 : 0),
    vote_count: t.vote_count,
    is_vip_free: asFlag(t.is_vip_free),
    free_content_render: t.free_content_render,
  };
  if (isBuy) topic.render_content = t.render_content;
  return { topic, is_buy: isBuy, is_collect: isCollect, is_vote: isVote };
}

/** contract §8.6: toggles the member's vote and the count together. */
export async function toggleVote(
  db: Db,
  userId: number,
  topicId: number,
  now: string,
): Promise<TopicToggleReply> {
  const t = await findTopic(db, topicId, now);
  return inTransaction(db, async (trx) => {
    if ((await repo.deleteVote(trx, userId, t.id)) > 0) {
      await repo.addVoteCount(trx, t.id, -1);
      return { ok: 0 as const };
    }
    if (await repo.insertVote(trx, userId, t.id, now)) await repo.addVoteCount(trx, t.id, 1);
    return { ok: 1 as const };
  });
}

/** contract §8.7: toggles the member's collection of the topic (study centre 收藏). */
export async function toggleCollect(
  db: Db,
  userId: number,
  topicId: number,
  now: string,
): Promise<TopicToggleReply> {
  const t = await findTopic(db, topicId, now);
  if ((await repo.deleteCollect(db, userId, t.id)) > 0) return { ok: 0 };
  await repo.insertCollect(db, userId, t.id, now);
  return { ok: 1 };
}

/** contract §8.4: top-level comments newest first (`commentId` 0), or one comment's replies oldest first. */
export async function topicComments(
  db: Db,
  topicId: number,
  commentId: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<TopicCommentsReply> {
  const t = await findTopic(db, topicId, now);
  const { rows, total } = await repo.commentsPage(db, t.id, commentId, p);
  const [users, replied] = await Promise.all([
    commentUsers(
      db,
      rows.map((r) => r.user_id),
      base,
    ),
    repo.findCommentAuthors(
      db,
      rows.filter((r) => r.parent_id > 0 && r.reply_comment_id > 0).map((r) => r.reply_comment_id),
    ),
  ]);
  const repliedBy = new Map(replied.map((r) => [r.id, r]));
  const data = rows.map((r): TopicComment => {
    const target = r.parent_id > 0 ? repliedBy.get(r.reply_comment_id) : undefined;
    return {
      id: r.id,
      parent_id: r.parent_id,
      content: r.content,
      created_at: iso(r.created_at),
      children_count: Number(r.children_count ?? 0),
      user: users.get(r.user_id) ?? [],
      reply_comment: target ? { user: { nick_name: target.nick_name } } : null,
      reply_comment_id: r.reply_comment_id,
      reply_user_id: target?.user_id ?? 0,
    };
  });
  return { data: { data, total }, users: usersObject(users) };
}

/**
 * contract §8.5: a comment, or a reply under a top-level comment (`parent_id`) naming the reply it answers
 * (`reply_comment_id`, null when it answers the top comment). Only a member who may read the whole topic posts.
 */
export async function addTopicComment(
  db: Db,
  topicId: number,
  userId: number,
  body: { content: string; parent_id?: number; reply_comment_id?: number | null },
  ip: string,
  now: string,
): Promise<TopicCommentReply> {
  const t = await findTopic(db, topicId, now);
  if (!(await canSeeTopic(db, t, userId, now))) throw new ApiError('无权限');
  const parentId = body.parent_id ?? 0;
  let replyTo = 0;
  if (parentId > 0) {
    const parent = await repo.findComment(db, parentId);
    if (!parent || parent.topic_id !== t.id || parent.parent_id !== 0) throw new ApiError('评论不存在');
    if (body.reply_comment_id) {
      const target = await repo.findComment(db, body.reply_comment_id);
      if (!target || target.parent_id !== parentId) throw new ApiError('回复的用户不存在');
      replyTo = target.id;
    }
  }
  const id = await inTransaction(db, async (trx) => {
    const created = await repo.insertComment(trx, {
      topic_id: t.id,
      user_id: userId,
      parent_id: parentId,
      reply_comment_id: replyTo,
      content: body.content,
      ip,
      created_at: now,
      updated_at: now,
    });
    await repo.addCommentCount(trx, t.id);
    return created;
  });
  return { comment_id: id };
}
