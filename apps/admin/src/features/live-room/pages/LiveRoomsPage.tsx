import { LIVE_STATUS_TEXT } from '@meedu/contract';
import type { LiveRoomLessonItem } from '@meedu/contract/admin';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { liveRoomsQuery } from '../api/live-room.ts';

const STATUS_COLOR = { 0: 'default', 1: 'red', 2: 'default' } as const;

const columns: ColumnsType<LiveRoomLessonItem> = [
  { title: '开播时间', key: 'published_at', render: (_, r) => formatInstant(r.published_at) },
  { title: '直播课', dataIndex: 'course_title' },
  { title: '课时', dataIndex: 'title' },
  {
    title: '状态',
    key: 'status',
    render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{LIVE_STATUS_TEXT[r.status]}</Tag>,
  },
  {
    title: '操作',
    key: 'actions',
    render: (_, r) => (
      <Link to={`/live-rooms/${r.id}`} aria-label={`进入《${r.title}》的直播间`}>
        进入直播间
      </Link>
    ),
  },
];

/** 直播间: the lessons live now or scheduled from today on, each opening its room console. */
export default function LiveRoomsPage() {
  return (
    <>
      <PageHeader title="直播间" />
      <DataTable caption="今日及之后的直播课时" columns={columns} query={() => liveRoomsQuery} rowKey="id" />
    </>
  );
}
