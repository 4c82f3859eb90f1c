/** The dashboard: today's and the last 30 days' figures, the daily series for the chart, the scheduled jobs. */
import type {
  DashboardDay,
  DashboardFigures,
  DashboardReply,
  JobRunItem,
  ScheduledJob,
} from '@meedu/contract/admin';
import { addDays, dayStartDb, siteDay, wireInstant } from '../../console/dates.ts';
import type { AppDeps } from '../../deps.ts';
import { fromDbTime, toDbTime } from '../../lib/dates.ts';
import { POLL_MS as MEDIA_POLL_MS } from '../../media/jobs.ts';
import { MAINTENANCE_INTERVAL_MS } from '../jobs/maintenance.ts';
import { smsNotReady } from '../sms/service.ts';
import { STATUS } from '../order/service.ts';
import * as figures from './dashboard-repository.ts';
import { lastJobRuns } from './repository.ts';

const DAYS = 30;

/** The jobs the dashboard shows, one line per scheduled job (the media worker adds its own). */
export const SCHEDULED_JOBS = [
  {
    name: 'maintenance',
    title: '每小时维护（账号注销、超时订单、拼团、退款等）',
    intervalMs: MAINTENANCE_INTERVAL_MS,
  },
  {
    // Not on a clock: the worker looks at the queue every few seconds and runs a job when an upload arrives.
    name: 'media.package',
    title: '视频打包（有新上传时运行，每 3 秒查看队列）',
    intervalMs: MEDIA_POLL_MS,
  },
] as const;

const jobRun = (r: { started_at: string; finished_at: string; ok: number; message: string }): JobRunItem => ({
  started_at: wireInstant(r.started_at),
  finished_at: wireInstant(r.finished_at),
  ok: r.ok === 1,
  message: r.message,
});

async function scheduledJobs(deps: Pick<AppDeps, 'db'>): Promise<ScheduledJob[]> {
  return Promise.all(
    SCHEDULED_JOBS.map(async (job) => {
      const { last, failure } = await lastJobRuns(deps.db, job.name);
      return {
        name: job.name,
        title: job.title,
        interval_minutes: job.intervalMs / 60_000,
        last_run: last ? jobRun(last) : null,
        next_run_at: last
          ? wireInstant(toDbTime(new Date(fromDbTime(last.started_at).getTime() + job.intervalMs)))
          : null,
        last_failure: failure ? jobRun(failure) : null,
      };
    }),
  );
}

export async function dashboard(
  deps: Pick<AppDeps, 'db' | 'store' | 'clock' | 'config'>,
): Promise<DashboardReply> {
  const today = siteDay(deps.clock.now());
  const first = addDays(today, 1 - DAYS);
  const range = { from: dayStartDb(first), to: dayStartDb(addDays(today, 1)) };
  const { db, dialect } = deps.store;
  const [signups, orders, active, active30, jobs, smsProblem] = await Promise.all([
    figures.signupsByDay(deps.db, dialect, range),
    figures.paidOrdersByDay(deps.db, dialect, STATUS.paid, range),
    figures.activeLearnersByDay(deps.db, dialect, range),
    figures.activeLearners(db, range),
    scheduledJobs(deps),
    smsNotReady(deps),
  ]);
  const byDay = <R extends { day: string }>(rows: R[]) => new Map(rows.map((r) => [r.day, r]));
  const signupMap = byDay(signups);
  const orderMap = byDay(orders);
  const activeMap = byDay(active);
  const series: DashboardDay[] = Array.from({ length: DAYS }, (_, i) => {
    const date = addDays(first, i);
    const o = orderMap.get(date);
    return {
      date,
      signups: Number(signupMap.get(date)?.n ?? 0),
      paid_orders: Number(o?.n ?? 0),
      revenue: Number(o?.revenue ?? 0),
      active_learners: Number(activeMap.get(date)?.n ?? 0),
    };
  });
  const sum = (key: 'signups' | 'paid_orders' | 'revenue') => series.reduce((n, d) => n + d[key], 0);
  const last = series[series.length - 1];
  const todayFigures: DashboardFigures = {
    signups: last?.signups ?? 0,
    paid_orders: last?.paid_orders ?? 0,
    revenue: last?.revenue ?? 0,
    active_learners: last?.active_learners ?? 0,
  };
  return {
    today: todayFigures,
    last_30_days: {
      signups: sum('signups'),
      paid_orders: sum('paid_orders'),
      revenue: sum('revenue'),
      active_learners: active30,
    },
    series,
    jobs,
    warnings: smsProblem ? [smsProblem] : [],
  };
}
