import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES, type AuditLogItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { auditActorsQuery, auditLogQuery } from '../api/audit-logs.ts';
import { AuditDiff } from '../components/AuditDiff.tsx';

interface FilterValues {
  admin_id?: string;
  entity?: string;
  action?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const choices = (names: Readonly<Record<string, string>>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

const DAY = 'YYYY-MM-DD';
const fromParams = (f: Record<string, string>): FilterValues => ({
  admin_id: f.admin_id,
  entity: f.entity,
  action: f.action,
  dates: f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null,
});
const toParams = (v: FilterValues) => ({
  admin_id: v.admin_id,
  entity: v.entity,
  action: v.action,
  from: v.dates?.[0]?.format(DAY),
  to: v.dates?.[1]?.format(DAY),
});

function AuditFilters() {
  const actors = useQuery(auditActorsQuery);
  return (
    <ListFilters<FilterValues> fromParams={fromParams} toParams={toParams}>
      <Form.Item label="操作人" name="admin_id">
        <Select
          allowClear
          style={{ width: 160 }}
          options={(actors.data ?? [])
            .filter((a) => a.admin_id !== null)
            .map((a) => ({ value: String(a.admin_id), label: a.admin_name }))}
        />
      </Form.Item>
      <Form.Item label="对象" name="entity">
        <Select allowClear style={{ width: 140 }} options={choices(AUDIT_ENTITY_NAMES)} />
      </Form.Item>
      <Form.Item label="操作" name="action">
        <Select allowClear style={{ width: 160 }} options={choices(AUDIT_ACTION_NAMES)} />
      </Form.Item>
      <Form.Item label="日期" name="dates">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </ListFilters>
  );
}

const columns: ColumnsType<AuditLogItem> = [
  {
    title: '时间',
    dataIndex: 'created_at',
    key: 'created_at',
    sorter: true,
    render: formatInstant,
    width: 160,
  },
  { title: '操作人', dataIndex: 'admin_name', key: 'admin_name' },
  { title: '操作', dataIndex: 'action', key: 'action', render: (a: string) => AUDIT_ACTION_NAMES[a] ?? a },
  {
    title: '对象',
    key: 'entity',
    render: (_, r) => `${AUDIT_ENTITY_NAMES[r.entity] ?? r.entity}${r.entity_id ? ` #${r.entity_id}` : ''}`,
  },
  { title: '摘要', dataIndex: 'summary', key: 'summary' },
  { title: 'IP', dataIndex: 'ip', key: 'ip' },
];

export default function AuditLogPage() {
  return (
    <ListPage
      title="操作日志"
      caption="操作日志"
      columns={columns}
      query={auditLogQuery}
      filters={<AuditFilters />}
      expandable={{
        rowExpandable: (r) => r.before !== null || r.after !== null,
        expandedRowRender: (r) => <AuditDiff before={r.before} after={r.after} />,
      }}
    />
  );
}
