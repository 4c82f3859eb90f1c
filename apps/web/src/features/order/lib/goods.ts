import { paths } from '../../../config/paths.ts';

/** A product page of the promotions' own `course_type`/`goods_type` words (course, live, book, learnPath). */
export function productPage(type: string, id: number): string | null {
  switch (type) {
    case 'course':
      return paths.courseDetail(id);
    case 'live':
      return paths.liveDetail(id);
    case 'book':
      return paths.bookDetail(id);
    case 'learnPath':
      return paths.learnPathDetail(id);
    default:
      return null;
  }
}

/**
 * "Back to the goods" from /order/pay (screens commerce-exam §4.5), by the checkout's goods_type. The reference's
 * /k12, /tg and /ms addresses do not exist: those fall back to the product, else the order list.
 */
export function goodsPage(q: { type: string; id: number; courseId: number; courseType: string }): {
  to: string;
  replace: boolean;
} {
  const page = (to: string) => ({ to, replace: false });
  switch (q.type) {
    case 'role':
      return { to: paths.member(), replace: true };
    case 'book':
      return page(paths.bookDetail(q.id));
    case 'vod':
      return page(paths.courseDetail(q.id));
    case 'live':
      return page(paths.liveDetail(q.id));
    case 'topic':
      return page(paths.topicDetail(q.id));
    case 'video':
      return page(paths.courseVideo(q.id));
    case 'path':
      return page(paths.learnPathDetail(q.id));
    case 'paper':
      return page(paths.paperDetail(q.id));
    case 'practice':
      return page(paths.practiceDetail(q.id));
    case 'mockpaper':
      return page(paths.mockPaperDetail(q.id));
    default:
      return page(productPage(q.courseType, q.courseId) ?? paths.memberOrders());
  }
}

/** The page of an order's first goods line, by the goods_type the server writes (§7.1); null: no click-through. */
export function orderGoodsPage(wireType: string, id: number): string | null {
  switch (wireType) {
    case 'ROLE':
      return paths.vip();
    case 'BOOK':
      return paths.bookDetail(id);
    case 'COURSE':
      return paths.courseDetail(id);
    case '直播课程':
      return paths.liveDetail(id);
    case '文章':
      return paths.topicDetail(id);
    case 'VIDEO':
      return paths.courseVideo(id);
    case '学习路径':
      return paths.learnPathDetail(id);
    case '试卷':
      return paths.paperDetail(id);
    case '练习':
      return paths.practiceDetail(id);
    case '模拟试卷':
      return paths.mockPaperDetail(id);
    default:
      return null;
  }
}

/** The checkout's goods_type and label for an order line's type (继续支付 resumes through /order). */
export const checkoutGoods: Record<string, { type: string; label: string }> = {
  ROLE: { type: 'role', label: 'VIP会员' },
  COURSE: { type: 'vod', label: '点播课程' },
  VIDEO: { type: 'video', label: '视频' },
  BOOK: { type: 'book', label: '电子书' },
  直播课程: { type: 'live', label: '直播课程' },
  文章: { type: 'topic', label: '文章' },
  学习路径: { type: 'path', label: '学习路径' },
  试卷: { type: 'paper', label: '试卷' },
  练习: { type: 'practice', label: '练习' },
  模拟试卷: { type: 'mockpaper', label: '模拟试卷' },
};
