import { paths } from '../../../config/paths.ts';

/** The checkout address of an exam product (screens commerce-exam §1): no thumbnail, label by kind. */
const GOODS = {
  paper: { goods_type: 'paper', goods_label: '试卷' },
  mockpaper: { goods_type: 'mockpaper', goods_label: '模拟试卷' },
  practice: { goods_type: 'practice', goods_label: '练习' },
} as const;

export function examOrderPath(
  kind: keyof typeof GOODS,
  p: { id: number; charge: number; name: string },
): string {
  return paths.order({ goods_id: p.id, ...GOODS[kind], goods_charge: p.charge, goods_name: p.name });
}
