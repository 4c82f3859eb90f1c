import type { TgGoods } from '@meedu/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { fromDbTime, toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { DEFAULT_AVATAR_FILE, brandUrl, publicBase } from '../../lib/public-url.ts';
import { jsonBody, query, required } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import { checkCaptcha } from '../captcha/store.ts';
import { hasBoughtCourse } from '../course/access.ts';
import { idParam } from '../course/repo.ts';
import { publicAssetUrl } from '../system/settings.ts';
import type { ApiModule } from '../index.ts';
import type { MsGoodsRow, TgGoodsRow } from './rows.ts';

const productQuery = z.object({
  course_id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
  course_type: z.enum(['course', 'live', 'book', 'learnPath'], { error: '参数错误' }),
});

const joinBody = z.object({
  captcha: required('请输入图形验证码'),
  captcha_key: required('参数错误'),
});

const likeQuery = z.object({
  id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
  type: z.enum(['live', 'book'], { error: '参数错误' }),
});

const historyBody = z.object({
  type: z.enum(['vod', 'video', 'live', 'book', 'topic'], { error: '参数错误' }),
  id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
  title: z.string().optional(),
});

const secondsUntil = (deps: AppDeps, dbTime: string) =>
  Math.max(0, Math.floor((fromDbTime(dbTime).getTime() - deps.clock.now().getTime()) / 1000));

function likeTargetExists(deps: AppDeps, type: 'live' | 'book', id: number): boolean {
  const table = type === 'live' ? 'live_courses' : 'books';
  return !!deps.db.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND is_show = 1`).get(id);
}

export const marketingLookupModule: ApiModule = (app, deps) => {
  const { db } = deps;

  // Flash sale of a product (contract catalog §4.1): the running or upcoming campaign, and the caller's order.
  app.get('/addons/MiaoSha/api/v1/m/0', optionalMember(deps), (c) => {
    const q = query(c, productQuery);
    const now = toDbTime(deps.clock.now());
    const row = db
      .prepare<[string, number, string], MsGoodsRow>(
        `SELECT * FROM ms_goods WHERE goods_type = ? AND goods_id = ? AND end_at > ?
         ORDER BY started_at, id LIMIT 1`,
      )
      .get(q.course_type, q.course_id, now);
    if (!row) return ok(c, { data: null, order: null });
    const userId: number | undefined = c.get('userId');
    const order =
      userId === undefined
        ? undefined
        : db
            .prepare<[number, number], { id: number; status: number }>(
              'SELECT id, status FROM ms_orders WHERE user_id = ? AND goods_id = ? AND status != 3 ORDER BY id DESC LIMIT 1',
            )
            .get(userId, row.id);
    const { created_at: _created, updated_at: _updated, ...goods } = row;
    return ok(c, {
      data: {
        ...goods,
        goods_thumb: publicAssetUrl(publicBase(c, deps.config), row.goods_thumb),
        is_start: row.started_at <= now,
        is_over: row.over_num <= 0,
        expired_seconds: secondsUntil(deps, row.end_at),
      },
      order: order ?? null,
    });
  });

  // Grab a flash-sale slot (contract catalog §4.2): image captcha, running campaign, stock left, once per member.
  // The slot is an unpaid flash-sale order whose id the storefront passes to the order page.
  app.post('/addons/MiaoSha/api/v1/m/:id/join', requireMember(deps, 'v2'), async (c) => {
    const goodsId = idParam(c.req.param('id'));
    const body = await jsonBody(c, joinBody);
    if (!checkCaptcha(deps, body.captcha_key, body.captcha)) throw new ApiError('图形验证码错误');
    const userId = c.get('userId');
    const now = toDbTime(deps.clock.now());
    const id = db.transaction(() => {
      const goods = db.prepare<[number], MsGoodsRow>('SELECT * FROM ms_goods WHERE id = ?').get(goodsId);
      if (!goods) throw new ApiError('错误');
      if (goods.started_at > now) throw new ApiError('秒杀活动未开始');
      if (goods.end_at <= now) throw new ApiError('秒杀活动已结束');
      if (goods.goods_type === 'course' && hasBoughtCourse(db, userId, goods.goods_id)) {
        throw new ApiError('请勿重复购买');
      }
      const taken = db
        .prepare('SELECT 1 FROM ms_orders WHERE user_id = ? AND goods_id = ? AND status != 3')
        .get(userId, goods.id);
      if (taken) throw new ApiError('您已参与过该秒杀活动');
      const claimed = db
        .prepare('UPDATE ms_goods SET over_num = over_num - 1, updated_at = ? WHERE id = ? AND over_num > 0')
        .run(now, goods.id).changes;
      if (claimed === 0) throw new ApiError('商品已售罄');
      return Number(
        db
          .prepare(
            `INSERT INTO ms_orders (goods_id, user_id, charge, status, created_at, updated_at)
             VALUES (?, ?, ?, 0, ?, ?)`,
          )
          .run(goods.id, userId, goods.charge, now, now).lastInsertRowid,
      );
    })();
    return ok(c, { id });
  });

  // Group buy of a product (contract catalog §4.3): the running campaign, its open groups, the caller's group.
  app.get('/addons/TuanGou/api/v1/t/0', optionalMember(deps), (c) => {
    const q = query(c, productQuery);
    const now = toDbTime(deps.clock.now());
    const goods = db
      .prepare<[string, number, string, string], TgGoodsRow>(
        `SELECT * FROM tg_goods WHERE goods_type = ? AND other_id = ? AND started_at <= ? AND ended_at > ?
         ORDER BY id LIMIT 1`,
      )
      .get(q.course_type, q.course_id, now, now);
    if (!goods) return ok(c, { goods: null, items: [], join_item: [] });
    const base = publicBase(c, deps.config);
    const avatar = (a: string) => (a ? publicAssetUrl(base, a) : brandUrl(base, DEFAULT_AVATAR_FILE));
    const groups = db
      .prepare<
        [number, string],
        { id: number; create_user_id: number; create_user_avatar: string; expired_at: string }
      >(
        `SELECT id, create_user_id, create_user_avatar, expired_at FROM tg_groups
         WHERE goods_id = ? AND status = 3 AND expired_at > ? ORDER BY id`,
      )
      .all(goods.id, now);
    const membersOf = db.prepare<[number], { user_id: number; avatar: string }>(
      `SELECT gu.user_id, u.avatar FROM tg_group_users gu JOIN users u ON u.id = gu.user_id
       WHERE gu.group_id = ? ORDER BY gu.id`,
    );
    const userId: number | undefined = c.get('userId');
    let joinItem: { id: number } | [] = [];
    const items = groups
      .map((g) => {
        const members = membersOf.all(g.id);
        if (userId !== undefined && members.some((m) => m.user_id === userId)) joinItem = { id: g.id };
        const taken = members.length + (g.create_user_id === 0 ? 1 : 0);
        return {
          id: g.id,
          create_user_id: g.create_user_id,
          create_user_avatar: avatar(g.create_user_avatar),
          users: members.map((m) => ({ avatar: avatar(m.avatar) })),
          over_people_num: Math.max(0, goods.people_num - taken),
          count_down: secondsUntil(deps, g.expired_at),
        };
      })
      .filter((g) => g.over_people_num > 0);
    const reply: TgGoods = {
      id: goods.id,
      other_id: goods.other_id,
      goods_type: goods.goods_type,
      goods_title: goods.goods_title,
      goods_thumb: publicAssetUrl(base, goods.goods_thumb),
      charge: goods.charge,
      original_charge: goods.original_charge,
      people_num: goods.people_num,
      ended_count_down: secondsUntil(deps, goods.ended_at),
    };
    return ok(c, { goods: reply, items, join_item: joinItem });
  });

  // templateOne likes of live courses and books (contract catalog §5). Visitors get like:false, never a 401.
  app.get('/addons/templateOne/api/v1/like/status', optionalMember(deps), (c) => {
    const q = query(c, likeQuery);
    const userId: number | undefined = c.get('userId');
    const like =
      userId !== undefined &&
      !!db
        .prepare('SELECT 1 FROM template_likes WHERE user_id = ? AND type = ? AND other_id = ?')
        .get(userId, q.type, q.id);
    return ok(c, { like });
  });

  app.get('/addons/templateOne/api/v1/like/hit', requireMember(deps, 'v2'), (c) => {
    c.header('Cache-Control', 'no-store');
    const q = query(c, likeQuery);
    if (!likeTargetExists(deps, q.type, q.id)) throw new ApiError('错误');
    const userId = c.get('userId');
    const removed = db
      .prepare('DELETE FROM template_likes WHERE user_id = ? AND type = ? AND other_id = ?')
      .run(userId, q.type, q.id).changes;
    if (removed === 0) {
      db.prepare('INSERT INTO template_likes (user_id, type, other_id, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        q.type,
        q.id,
        toDbTime(deps.clock.now()),
      );
    }
    return ok(c, { like: removed === 0 });
  });

  // Never sent by the reference storefront; accepted and validated so a client that sends it gets a clean 200.
  app.post('/addons/templateOne/api/v1/history/record', requireMember(deps, 'v2'), async (c) => {
    await jsonBody(c, historyBody);
    return ok(c, []);
  });
};
