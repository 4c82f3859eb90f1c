import type { DashboardDay } from '@meedu/contract/admin';
import { Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const LINES = [
  { key: 'signups', label: '注册', stroke: '#1677ff' },
  { key: 'paid_orders', label: '付费订单', stroke: '#52c41a' },
  { key: 'active_learners', label: '活跃学员', stroke: '#fa8c16' },
  { key: 'revenue', label: '收入（元）', stroke: '#eb2f96', scale: 'yuan' },
] as const;

/**
 * Whether this browser can draw on a canvas: uPlot draws in a later microtask, where a missing 2D context (canvas
 * blocked by a privacy setting, or no canvas at all) would throw where nothing can catch it.
 */
const canDraw = () =>
  typeof window.CanvasRenderingContext2D === 'function' &&
  document.createElement('canvas').getContext('2d') !== null;

/**
 * The 30-day trend, drawn by uPlot (about 23 KB gzip, loaded with this chunk: @ant-design/charts weighed 766 KB
 * for one line chart, docs/decisions.md). The same numbers are in the table beside it for screen readers.
 */
export default function TrendChart({ series }: { series: DashboardDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(() => !canDraw());
  useEffect(() => {
    if (failed) return;
    let chart: uPlot | undefined;
    let gone = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        const target = box.current;
        if (gone || !target) return;
        const x = series.map((d) => Date.parse(`${d.date}T00:00:00+08:00`) / 1000);
        chart = new UPlot(
          {
            width: Math.max(target.clientWidth, 480),
            height: 280,
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Asia/Shanghai'),
            scales: { x: { time: true } },
            axes: [
              {},
              { label: '人数 / 单数' },
              { scale: 'yuan', side: 1, label: '元', grid: { show: false } },
            ],
            series: [
              // The legend's first entry: uPlot's default names it "Time".
              { label: '日期', value: '{YYYY}-{MM}-{DD}' },
              ...LINES.map((l) => ({
                label: l.label,
                stroke: l.stroke,
                scale: 'scale' in l ? l.scale : 'y',
                width: 2,
              })),
            ],
          },
          [x, ...LINES.map((l) => series.map((d) => d[l.key]))],
          target,
        );
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [series, failed]);
  if (failed) return <Typography.Text type="secondary">图表无法显示，数据见下表。</Typography.Text>;
  return <div ref={box} role="img" aria-label="近 30 天注册、付费订单、活跃学员与收入趋势图" />;
}
