import type { LiveAdminStatus } from '@meedu/contract/admin';
import { Tag } from 'antd';

const STATUS: Record<LiveAdminStatus, { text: string; color?: string }> = {
  0: { text: '未开始', color: 'blue' },
  1: { text: '直播中', color: 'red' },
  2: { text: '已结束' },
};

/** 未开始 / 直播中 / 已结束, as the storefront shows a live course or lesson. */
export function LiveStatusTag({ status }: { status: LiveAdminStatus }) {
  const { text, color } = STATUS[status];
  return <Tag color={color}>{text}</Tag>;
}
