import type { DashboardDay } from '@meedu/contract/admin';
import { formatYuan } from '../../../lib/format.ts';

/** The chart's numbers as a table (folded away by default; what a screen reader reads). */
export function SeriesTable({ series }: { series: DashboardDay[] }) {
  return (
    <details>
      <summary>查看每日数据</summary>
      <table style={{ width: '100%', marginTop: 8 }}>
        <caption className="visually-hidden">近 30 天每日数据</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">注册</th>
            <th scope="col">付费订单</th>
            <th scope="col">收入</th>
            <th scope="col">活跃学员</th>
          </tr>
        </thead>
        <tbody>
          {[...series].reverse().map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.signups}</td>
              <td>{d.paid_orders}</td>
              <td>{formatYuan(d.revenue)}</td>
              <td>{d.active_learners}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
