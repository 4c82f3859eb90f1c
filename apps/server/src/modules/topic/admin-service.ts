/**
 * The console's writes and reads of topics (图文, issue 31): a free part and a paid part, both rich text sanitised
 * before they are saved. The storefront (service.ts) sends the paid part only to those who may read it.
 */
import type {
  AuditValue,
  ContentCategoryOption,
  ListReply,
  TopicAdminDetail,
  TopicAdminItem,
  TopicBody,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { auditedRecord } from '../../console/record-writes.ts';
import { AdminError, fieldError, listReply, notFound, type ListParams } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import * as repo from './admin-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type TopicInput = z.infer<typeof TopicBody>;

const topicChanges = recordChanges('topic', '图文');

export const listTopicCategories = (deps: Deps): Promise<ContentCategoryOption[]> =>
  repo.topicCategories(deps.db);

const topicItem = (r: repo.TopicRow): TopicAdminItem => ({
  id: r.id,
  title: r.title,
  category_id: r.category_id,
  category_name: r.category_name,
  thumb: r.thumb,
  charge: r.charge,
  is_vip_free: r.is_vip_free === 1,
  is_show: r.is_show === 1,
  published_at: wireInstant(r.published_at),
  short_desc: r.short_desc,
  view_times: r.view_times,
  created_at: wireInstant(r.created_at),
});

/** What the audit keeps of a topic (its two parts by their lengths: they can be long, and one is paid). */
const topicAudit = (t: TopicAdminDetail | TopicInput): AuditValue => ({
  title: t.title,
  category_id: t.category_id,
  charge: t.charge,
  is_vip_free: t.is_vip_free,
  is_show: t.is_show,
  published_at: t.published_at,
  free_content_length: t.free_content.length,
  paid_content_length: t.paid_content.length,
});

export async function listTopics(
  deps: Deps,
  filter: repo.TopicFilter,
  params: ListParams<'id' | 'published_at' | 'charge' | 'view_times'>,
): Promise<ListReply<TopicAdminItem>> {
  const { rows, total } = await repo.topicsPage(deps.db, filter, params);
  return listReply(rows.map(topicItem), total, params);
}

async function checkCategory(db: Db, categoryId: number): Promise<void> {
  if (!(await repo.topicCategories(db)).some((c) => c.id === categoryId))
    throw fieldError('category_id', '分类不存在');
}

const topics = auditedRecord({
  changes: topicChanges,
  read: async (db, id): Promise<TopicAdminDetail> => {
    const row = await repo.findTopic(db, id);
    if (!row) throw notFound('图文');
    return { ...topicItem(row), free_content: row.free_content_render, paid_content: row.render_content };
  },
  name: (t) => t.title,
  audit: topicAudit,
  auditBody: (body) => ({ name: body.title, value: topicAudit(body) }),
  /** A topic priced 0 is free (`is_free`): the storefront then shows its paid part to everyone. */
  columns: (body: TopicInput) => ({
    title: body.title,
    category_id: body.category_id,
    thumb: body.thumb,
    charge: body.charge,
    is_free: body.charge === 0 ? 1 : 0,
    is_vip_free: body.is_vip_free ? 1 : 0,
    is_show: body.is_show ? 1 : 0,
    published_at: toDbTime(new Date(body.published_at)),
    short_desc: body.short_desc,
    free_content_render: sanitizeHtml(body.free_content),
    render_content: sanitizeHtml(body.paid_content),
  }),
  check: (db, body) => checkCategory(db, body.category_id),
  insert: repo.insertTopic,
  update: repo.updateTopic,
  remove: repo.deleteTopic,
  /** A topic members bought is hidden instead (they keep reading it). */
  keep: async (trx, id) => {
    const buyers = await repo.countBuyers(trx, id);
    if (buyers > 0) throw new AdminError(409, `该图文已有 ${buyers} 位学员购买，不能删除，可改为隐藏`);
  },
});

export const getTopic = topics.read;
export const createTopic = topics.create;
export const updateTopic = topics.update;
export const deleteTopic = topics.remove;
