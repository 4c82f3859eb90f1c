import { sharedGoodsPage } from '../../../lib/resource-links.ts';

/** The share address of one goods (screens account §15), all on this origin with the member's id as `msv`. */
export function goodsShareUrl(origin: string, g: { goods_id: number; goods_type: string }, uid: number) {
  return `${origin}${sharedGoodsPage(g.goods_type, g.goods_id)}?msv=${uid}`;
}

export const inviteUrl = (origin: string, uid: number) => `${origin}/?msv=${uid}`;
