import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { deliverExamGoods, examGoods, hasExamGoods, type ExamGoodsKind } from '../exam/service.ts';
import { deliverLearnPath } from '../learn-path/service.ts';
import * as ownership from '../ownership/service.ts';
import type { OwnedKind } from '../ownership/service.ts';
import * as goods from './goods-repository.ts';
import { registerGoods, type GoodsHandler } from './service.ts';

/**
 * The goods types the core sells itself (contract commerce-exam §1.5, §1.6, §2): recorded courses, live classes,
 * e-books, articles, learning paths, VIP plans and exam goods (papers, mock papers, practices). Each prices the
 * product from its own table and grants it as an order through the ownership module (a path through the paths
 * area, which also grants everything in it; exam goods through the exam area).
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
  kind: OwnedKind;
  find(db: Db, id: number): Promise<Product | undefined>;
  /** Said when the product is free or hidden. */
  notForSale: string;
}): GoodsHandler {
  return {
    wireType: p.wireType,
    async quote(trx, userId, goodsId) {
      const product = await p.find(trx, goodsId);
      if (!product) throw new ApiError('商品不存在');
      if (product.is_show !== 1 || product.charge <= 0 || product.is_free === 1)
        throw new ApiError(p.notForSale);
      if (await ownership.owns(trx, p.kind, userId, goodsId)) throw new ApiError('请勿重复购买');
      return {
        name: product.name,
        thumb: product.thumb,
        text: p.label,
        charge: product.charge,
        oriCharge: Math.max(product.original_charge ?? 0, product.charge),
      };
    },
    async deliver(trx, line, now) {
      await ownership.grant(trx, p.kind, {
        userId: line.userId,
        id: line.goodsId,
        charge: line.charge,
        reason: 'order',
        now,
      });
    },
  };
}

/** A VIP plan: the member's role for `expire_days` days (`grantRole` says how a plan held already extends). */
const role: GoodsHandler = {
  wireType: 'ROLE',
  async quote(trx, _userId, goodsId) {
    const r = await goods.findRole(trx, goodsId);
    if (!r || r.is_show !== 1) throw new ApiError('会员套餐不存在');
    if (r.charge <= 0) throw new ApiError('当前会员套餐无法购买');
    return { name: r.name, thumb: '', text: `${r.expire_days}天`, charge: r.charge, oriCharge: r.charge };
  },
  async deliver(trx, line, now) {
    await ownership.grantRole(trx, line.userId, line.goodsId, now);
  },
};

/** A paper, mock paper or practice, sold by the exam area's own price and granted through it. */
function examProduct(kind: ExamGoodsKind, wireType: string, notForSale: string): GoodsHandler {
  return {
    wireType,
    async quote(trx, userId, goodsId) {
      const product = await examGoods(trx, kind, goodsId);
      if (!product) throw new ApiError('商品不存在');
      if (product.charge <= 0) throw new ApiError(notForSale);
      if (await hasExamGoods(trx, userId, kind, goodsId)) throw new ApiError('请勿重复购买');
      return {
        name: product.title,
        thumb: '',
        text: wireType,
        charge: product.charge,
        oriCharge: product.charge,
      };
    },
    async deliver(trx, line, now) {
      await deliverExamGoods(trx, line.userId, kind, line.goodsId, line.charge, now);
    },
  };
}

export function registerBuiltInGoods(): void {
  registerGoods(
    'course',
    ownedProduct({
      wireType: 'COURSE',
      label: '点播课程',
      kind: 'course',
      find: goods.findCourse,
      notForSale: '当前课程无法购买',
    }),
  );
  registerGoods(
    'live',
    ownedProduct({
      wireType: '直播课程',
      label: '直播课程',
      kind: 'live',
      find: goods.findLiveCourse,
      notForSale: '当前直播课程无法购买',
    }),
  );
  registerGoods(
    'book',
    ownedProduct({
      wireType: 'BOOK',
      label: '电子书',
      kind: 'book',
      find: goods.findBook,
      notForSale: '当前电子书无法购买',
    }),
  );
  registerGoods(
    'topic',
    ownedProduct({
      wireType: '文章',
      label: '文章',
      kind: 'topic',
      find: goods.findTopic,
      notForSale: '当前文章无法购买',
    }),
  );
  const path = ownedProduct({
    wireType: '学习路径',
    label: '学习路径',
    kind: 'learnPath',
    find: goods.findLearnPath,
    notForSale: '当前学习路径无法购买',
  });
  registerGoods('learnPath', {
    ...path,
    async deliver(trx, line, now) {
      await deliverLearnPath(trx, line.userId, line.goodsId, line.charge, now);
    },
  });
  registerGoods('role', role);
  registerGoods('paper', examProduct('paper', '试卷', '当前试卷无法购买'));
  registerGoods('mock_paper', examProduct('mock_paper', '模拟试卷', '当前试卷无法购买'));
  registerGoods('practice', examProduct('practice', '练习', '当前练习无法购买'));
}
