import type { AppDeps } from '../../deps.ts';
import { closeExpiredAttempts } from '../exam/service.ts';
import { processDueDeletions } from '../member/deletion.ts';
import { expireAbandonedSlots } from '../flash-sale/service.ts';
import { failDueGroups } from '../group-buy/service.ts';
import { cancelDueOrders } from '../order/service.ts';
import { processRefunds } from '../payment/refunds.ts';
import { removeUnreferencedUploads } from '../upload/service.ts';
import { pruneWatermarkGrants } from '../watermark/service.ts';
import { acquireLease } from './lease.ts';
import { nowDb } from '../../lib/http.ts';

/** How often each instance offers to run the maintenance job. */
export const MAINTENANCE_INTERVAL_MS = 3_600_000;
// A little under the interval, so the next hour's run is free to be taken by whichever instance asks first.
const LEASE_MS = MAINTENANCE_INTERVAL_MS - 5 * 60_000;

/**
 * The hourly job: carry out due account deletions, remove the uploads nothing points at after a day (a replaced
 * avatar goes at once; this catches editor images never used and the avatars of deleted accounts) and drop expired
 * rate-limit counters, cancel the orders left unpaid past their deadline (their promo uses and stock come back), fail
 * the groups past theirs, send the refunds due and forget the play grants past `WATERMARK_GRANT_DAYS`. Every instance asks each hour; the lease lets one of them run it. Returns whether this
 * instance ran it.
 */
export async function runMaintenance(deps: AppDeps): Promise<boolean> {
  if (!(await acquireLease(deps.db, 'maintenance', LEASE_MS, deps.clock.now().getTime()))) return false;
  const deleted = await processDueDeletions(deps);
  const uploads = await removeUnreferencedUploads(deps);
  // Exam attempts whose time ran out and that nobody reopened are graded here (reads grade them lazily too).
  const attempts = await closeExpiredAttempts(deps.db, nowDb(deps.clock));
  await deps.limits.sweep();
  const orders = await cancelDueOrders(deps.db, deps.clock.now());
  // Marketing: flash-sale slots never paid give their units back; groups past their deadline fail and refund.
  const slots = await expireAbandonedSlots(
    deps.db,
    deps.clock.now(),
    deps.config.payments.orderTimeoutMinutes,
  );
  const groups = await failDueGroups(deps.db, deps.clock.now());
  // Refunds recorded since the last run (failed groups just now, payments that could not apply) go out; failures
  // wait for the next run.
  const refunds = await processRefunds(deps);
  const grants = await pruneWatermarkGrants(deps);
  console.log(
    `定时任务已执行：注销账号 ${deleted.length} 个，清理未引用图片 ${uploads} 张，结束超时答卷 ${attempts} 份，` +
      `取消超时订单 ${orders} 个，释放秒杀名额 ${slots} 个，拼团失败 ${groups.groups} 个（退款 ${groups.refunds} 笔），` +
      `退款：成功 ${refunds.succeeded} 笔，处理中 ${refunds.processing} 笔，待重试 ${refunds.retrying} 笔，` +
      `失败待人工处理 ${refunds.failed} 笔，清理过期水印播放记录 ${grants} 条`,
  );
  return true;
}
