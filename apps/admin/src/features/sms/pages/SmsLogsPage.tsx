import {
  SMS_PROVIDER_LABELS,
  SMS_SCENE_LABELS,
  SMS_SEND_STATUS_LABELS,
  type SmsSendLogItem,
} from '@meedu/contract/admin';
import { Form, Input, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { smsLogsQuery } from '../api/sms-logs.ts';

interface FilterValues {
  mobile?: string;
  status?: string;
}

const fromParams = (f: Record<string, string>): FilterValues => ({ mobile: f.mobile, status: f.status });
const toParams = (v: FilterValues) => ({ mobile: v.mobile?.trim() || undefined, status: v.status });

function SmsLogFilters() {
  return (
    <ListFilters<FilterValues> fromParams={fromParams} toParams={toParams}>
      <Form.Item label="手机号" name="mobile">
        <Input allowClear style={{ width: 160 }} inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Select
          allowClear
          style={{ width: 120 }}
          options={Object.entries(SMS_SEND_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
    </ListFilters>
  );
}

const columns: ColumnsType<SmsSendLogItem> = [
  { title: '时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant, width: 160 },
  { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
  {
    title: '场景',
    dataIndex: 'scene',
    key: 'scene',
    render: (s: string) => SMS_SCENE_LABELS[s] ?? s,
  },
  {
    title: '服务商',
    dataIndex: 'provider',
    key: 'provider',
    render: (p: string) => SMS_PROVIDER_LABELS[p] ?? p,
  },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    render: (s: SmsSendLogItem['status']) => (
      <Tag color={s === 'sent' ? 'green' : 'red'}>{SMS_SEND_STATUS_LABELS[s]}</Tag>
    ),
  },
  {
    title: '错误',
    key: 'error',
    render: (_, r) =>
      r.error_code ? (
        <span>
          <Typography.Text code>{r.error_code}</Typography.Text> {r.error_message}
        </span>
      ) : (
        '—'
      ),
  },
  {
    title: '请求 ID / 回执 ID',
    key: 'ids',
    render: (_, r) => (
      <Typography.Text type="secondary" copyable={r.request_id ? { text: r.request_id } : false}>
        {[r.request_id, r.biz_id].filter(Boolean).join(' / ') || '—'}
      </Typography.Text>
    ),
  },
];

/** 短信发送记录: every send, whichever provider answered; the mobile masked and no code shown. */
export default function SmsLogsPage() {
  return (
    <ListPage
      title="短信发送记录"
      caption="短信发送记录"
      columns={columns}
      query={smsLogsQuery}
      filters={<SmsLogFilters />}
    />
  );
}
