import type { ScheduledJob } from '@meedu/contract/admin';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { formatInstant } from '../../../lib/format.ts';

/** Each scheduled job: when it last ran and how, when it runs next, and its last failure with the reason. */
export function JobsCard({ jobs }: { jobs: ScheduledJob[] }) {
  return (
    <Card title="定时任务">
      {jobs.map((job) => (
        <Descriptions key={job.name} title={job.title} column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label="上次运行">
            {job.last_run ? (
              <>
                {formatInstant(job.last_run.started_at)}{' '}
                {job.last_run.ok ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>}
              </>
            ) : (
              '尚未运行'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="下次运行">
            {job.next_run_at ? formatInstant(job.next_run_at) : `启动后每 ${job.interval_minutes} 分钟`}
          </Descriptions.Item>
          <Descriptions.Item label="最近失败">
            {job.last_failure ? (
              <Typography.Text type="danger">
                {formatInstant(job.last_failure.started_at)}：{job.last_failure.message || '未知原因'}
              </Typography.Text>
            ) : (
              '无'
            )}
          </Descriptions.Item>
        </Descriptions>
      ))}
    </Card>
  );
}
