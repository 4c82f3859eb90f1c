/** The dashboard (`GET /admin/api/dashboard`): today's and the last 30 days' figures, a daily series and the jobs. */
import type { DayString, Instant } from './common.ts';

export interface DashboardFigures {
  signups: number;
  paid_orders: number;
  /** Yuan, what paid orders took after discounts. */
  revenue: number;
  /** Members with a video watch record or an exam attempt in the period. */
  active_learners: number;
}

export interface DashboardDay extends DashboardFigures {
  date: DayString;
}

export interface JobRunItem {
  started_at: Instant;
  finished_at: Instant;
  ok: boolean;
  message: string;
}

export interface ScheduledJob {
  name: string;
  title: string;
  interval_minutes: number;
  last_run: JobRunItem | null;
  /** When the next run is due: the last start plus the interval, or null before the first run. */
  next_run_at: Instant | null;
  last_failure: JobRunItem | null;
}

export interface DashboardReply {
  today: DashboardFigures;
  last_30_days: DashboardFigures;
  /** 30 days, oldest first, today last (days in the site's time zone, UTC+8). */
  series: DashboardDay[];
  jobs: ScheduledJob[];
  /** What keeps the site from working as it should (an outside service not configured), one sentence each. */
  warnings: string[];
}
