import type { AuditValue } from '@meedu/contract/admin';
import { Typography } from 'antd';

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return '空';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** Before and after of a write, field by field; the fields that changed are marked. */
export function AuditDiff({ before, after }: { before: AuditValue | null; after: AuditValue | null }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <Typography.Text type="secondary">此操作没有记录字段变化</Typography.Text>;
  return (
    <table className="audit-diff" style={{ borderCollapse: 'collapse', minWidth: 480 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>字段变化</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', paddingRight: 24 }}>
            字段
          </th>
          <th scope="col" style={{ textAlign: 'left', paddingRight: 24 }}>
            修改前
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            修改后
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const was = show(before?.[field]);
          const now = show(after?.[field]);
          const changed = before !== null && after !== null && was !== now;
          return (
            <tr key={field} style={changed ? { background: '#fffbe6' } : undefined}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', paddingRight: 24 }}>
                {field}
                {changed && <span className="visually-hidden">（已修改）</span>}
              </th>
              <td style={{ paddingRight: 24 }}>{before === null ? '—' : was}</td>
              <td>{after === null ? '—' : now}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
