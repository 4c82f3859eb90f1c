import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { fromDbTime, toDbTime } from '../../lib/dates.ts';
import * as goods from './goods-repository.ts';
import type { OwnedTable } from './goods-repository.ts';
import { registerGoods, type GoodsHandler, type OrderLine } from './service.ts';

/**
 * The goods types the core sells itself (contract commerce-exam §1.5, §1.6, §2): recorded courses, live classes,
 * e-books, articles, learning paths and VIP plans. Each prices the product from its own table and grants it by
 * writing the member's row of the matching ownership table.
 */
interface Product {
  name: string;
  thumb: string;
  charge: number;
  is_show: number;
  is_free?: number;
  original_charge?: number;
}

function ownedProduct(p: {
  wireType: string;
  label: string;
  table: OwnedTable;
  find(db: Db, id: number): Promise<Product | undefined>;
  /** Said when the product is free or hidden. */
  notForSale: string;
  afterGrant?(trx: Db, line: OrderLine): Promise<void>;
}): GoodsHandler {
  return {
    wireType: p.wireType,
    async quote(trx, userId, goodsId) {
      const product = await p.find(trx, goodsId);
      if (!product) throw new ApiError('商品不存在');
      if (product.is_show !== 1 || product.charge <= 0 || product.is_free === 1)
        throw new ApiError(p.notForSale);
      if (await goods.owns(trx, p.table, userId, goodsId)) throw new ApiError('请勿重复购买');
      return {
        name: product.name,
        thumb: product.thumb,
        text: p.label,
        charge: product.charge,
        oriCharge: Math.max(product.original_charge ?? 0, product.charge),
      };
    },
    async deliver(trx, line, now) {
      const granted = await goods.grant(trx, p.table, {
        user_id: line.userId,
        id: line.goodsId,
        charge: line.charge,
        created_at: now,
      });
      if (granted) await p.afterGrant?.(trx, line);
    },
  };
}

/**
 * A VIP plan: the member's role for `expire_days` days. Buying the plan they already hold extends it from its
 * current end; another plan (or an ended one) starts now and replaces it.
 */
const role: GoodsHandler = {
  wireType: 'ROLE',
  async quote(trx, _userId, goodsId) {
    const r = await goods.findRole(trx, goodsId);
    if (!r || r.is_show !== 1) throw new ApiError('会员套餐不存在');
    if (r.charge <= 0) throw new ApiError('当前会员套餐无法购买');
    return { name: r.name, thumb: '', text: `${r.expire_days}天`, charge: r.charge, oriCharge: r.charge };
  },
  async deliver(trx, line, now) {
    const r = await goods.findRole(trx, line.goodsId);
    const member = await goods.findMemberRole(trx, line.userId);
    if (!r || !member) return;
    const extending =
      member.role_id === r.id && member.role_expired_at !== null && member.role_expired_at > now;
    const from = fromDbTime(extending && member.role_expired_at ? member.role_expired_at : now);
    const until = toDbTime(new Date(from.getTime() + r.expire_days * 86_400_000));
    await goods.setMemberRole(trx, line.userId, r.id, until, now);
  },
};

export function registerBuiltInGoods(): void {
  registerGoods(
    'course',
    ownedProduct({
      wireType: 'COURSE',
      label: '点播课程',
      table: 'user_courses',
      find: goods.findCourse,
      notForSale: '当前课程无法购买',
      afterGrant: (trx, line) => goods.bumpUserCount(trx, 'courses', line.goodsId),
    }),
  );
  registerGoods(
    'live',
    ownedProduct({
      wireType: '直播课程',
      label: '直播课程',
      table: 'user_live_courses',
      find: goods.findLiveCourse,
      notForSale: '当前直播课程无法购买',
    }),
  );
  registerGoods(
    'book',
    ownedProduct({
      wireType: 'BOOK',
      label: '电子书',
      table: 'user_books',
      find: goods.findBook,
      notForSale: '当前电子书无法购买',
      afterGrant: (trx, line) => goods.bumpUserCount(trx, 'books', line.goodsId),
    }),
  );
  registerGoods(
    'topic',
    ownedProduct({
      wireType: '文章',
      label: '文章',
      table: 'user_topics',
      find: goods.findTopic,
      notForSale: '当前文章无法购买',
    }),
  );
  registerGoods(
    'learnPath',
    ownedProduct({
      wireType: '学习路径',
      label: '学习路径',
      table: 'user_learn_paths',
      find: goods.findLearnPath,
      notForSale: '当前学习路径无法购买',
    }),
  );
  registerGoods('role', role);
}
