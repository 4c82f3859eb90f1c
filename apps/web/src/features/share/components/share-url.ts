/** The share address of one goods (screens account §15), all on this origin with the member's id as `msv`. */
export function goodsShareUrl(
  origin: string,
  g: { id: number; goods_id: number; goods_type: string },
  uid: number,
) {
  const msv = `msv=${uid}`;
  switch (g.goods_type) {
    case 'practice':
      return `${origin}/exam/practice/detail/${g.goods_id}?${msv}`;
    case 'paper':
      return `${origin}/exam/papers/detail/${g.goods_id}?${msv}`;
    case 'topic':
      return `${origin}/topic/detail/${g.goods_id}?${msv}`;
    case 'learnPath':
      return `${origin}/learnPath/detail/${g.goods_id}?${msv}`;
    case 'book':
      return `${origin}/book/detail/${g.goods_id}?${msv}`;
    case 'live':
      return `${origin}/live/detail/${g.goods_id}?${msv}`;
    case 'video':
      return `${origin}/courses/video/${g.goods_id}?${msv}`;
    case 'vip':
      return `${origin}/vip?${msv}`;
    default:
      return `${origin}/courses/detail/${g.goods_id}?${msv}`;
  }
}

export const inviteUrl = (origin: string, uid: number) => `${origin}/?msv=${uid}`;
