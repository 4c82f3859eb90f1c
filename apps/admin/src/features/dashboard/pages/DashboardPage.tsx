import type { DashboardFigures } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Space, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatYuan } from '../../../lib/format.ts';
import { dashboardQuery } from '../api/dashboard.ts';
import { JobsCard } from '../components/JobsCard.tsx';
import { SeriesTable } from '../components/SeriesTable.tsx';

const TrendChart = lazy(() => import('../components/TrendChart.tsx'));

function Figures({ title, figures }: { title: string; figures: DashboardFigures }) {
  const items = [
    { label: '注册', value: String(figures.signups) },
    { label: '付费订单', value: String(figures.paid_orders) },
    { label: '收入', value: formatYuan(figures.revenue) },
    { label: '活跃学员', value: String(figures.active_learners) },
  ];
  return (
    <Card title={title}>
      <Row gutter={16}>
        {items.map((i) => (
          <Col key={i.label} xs={12} md={6}>
            <Statistic title={i.label} value={i.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export default function DashboardPage() {
  const dashboard = useQuery(dashboardQuery);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PageHeader title="数据概览" />
      {dashboard.isPending ? (
        <Skeleton active />
      ) : dashboard.isError ? (
        <LoadFailed message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          {dashboard.data.warnings.map((w) => (
            <Alert key={w} type="warning" showIcon role="alert" message={w} />
          ))}
          <Row gutter={16}>
            <Col xs={24} xl={12}>
              <Figures title="今日" figures={dashboard.data.today} />
            </Col>
            <Col xs={24} xl={12}>
              <Figures title="近 30 天" figures={dashboard.data.last_30_days} />
            </Col>
          </Row>
          <Card title="近 30 天趋势">
            <Suspense fallback={<Skeleton active />}>
              <TrendChart series={dashboard.data.series} />
            </Suspense>
            <SeriesTable series={dashboard.data.series} />
          </Card>
          <JobsCard jobs={dashboard.data.jobs} />
        </>
      )}
    </Space>
  );
}
