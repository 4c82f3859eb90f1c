import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Progress, Space, Tag, Typography } from 'antd';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { mediaAssetQuery, useRetryAssetMutation } from '../api/media.ts';

export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * An uploaded video's packaging, live: queued, running with its progress (read every 2 s while it works), ready
 * with its duration, or failed with ffmpeg's reason and 重试.
 */
export function PackagingStatus({ assetId }: { assetId: number }) {
  const result = useQuery(mediaAssetQuery(assetId));
  const retry = useRetryAssetMutation();
  const asset = result.data;
  if (result.isError)
    return <Typography.Text type="danger">视频素材读取失败：{result.error.message}</Typography.Text>;
  if (!asset) return <Typography.Text type="secondary">读取中…</Typography.Text>;
  const job = asset.job;
  switch (asset.status) {
    case 'ready':
      return (
        <Space size={4}>
          <Tag color="green">已就绪</Tag>
          <Typography.Text type="secondary">
            {formatDuration(asset.duration)} · {asset.renditions.join(' / ')}
          </Typography.Text>
        </Space>
      );
    case 'failed':
      return (
        <Flex vertical gap={4}>
          <Alert
            type="error"
            showIcon
            message="视频处理失败"
            description={
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 12 }}>
                {asset.error || job?.error}
              </pre>
            }
          />
          <PermissionGate perm="courses.edit">
            <div>
              <ConfirmButton
                title="重新处理这个视频吗？"
                onConfirm={() => retry.mutateAsync(asset.id)}
                type="default"
              >
                重试
              </ConfirmButton>
            </div>
          </PermissionGate>
        </Flex>
      );
    default: {
      const running = job?.status === 'running';
      const progress = job?.progress ?? 0;
      return (
        <Flex vertical gap={2} style={{ minWidth: 180 }}>
          <Typography.Text>
            {running ? `处理中 ${progress}%` : '排队等待处理'}
            {job && job.attempts > 1 ? `（第 ${job.attempts} 次尝试）` : ''}
          </Typography.Text>
          <Progress percent={progress} size="small" showInfo={false} aria-label="处理进度" />
          {job?.error ? (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              上次失败：{job.error.split('\n').at(-1)}
            </Typography.Text>
          ) : null}
        </Flex>
      );
    }
  }
}
