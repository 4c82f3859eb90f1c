import type { ExchangeRelateItem } from '@meedu/contract';

const PREFIX: Record<string, string> = {
  vod: '录播',
  live: '直播',
  book: '电子书',
  paper: '考试',
  mock_paper: '模拟',
  practice: '练习',
  vip: 'VIP',
  credit1: '积分',
};

/** `录播-{name}` and the like (screens commerce-exam §8.3). */
export const relateName = (item: { sign: string; name: string }) =>
  PREFIX[item.sign] ? `${PREFIX[item.sign]}-${item.name}` : item.name;

/** A record's `relate_data` (a JSON string); unreadable data lists nothing rather than breaking the page. */
export function parseRelateData(json: string): ExchangeRelateItem[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as ExchangeRelateItem[]) : [];
  } catch {
    return [];
  }
}
