import { LIVE_STATUS_TEXT, type LiveStatus } from '@meedu/contract';

/** 未开始 / 直播中 / 已结束 over a cover or beside a title. */
export function LiveStatusBadge({ status, text }: { status: LiveStatus; text?: string }) {
  return <span className={`ml-badge ml-badge--${status}`}>{text || LIVE_STATUS_TEXT[status]}</span>;
}
