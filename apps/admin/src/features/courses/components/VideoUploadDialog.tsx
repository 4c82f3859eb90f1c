import type { VideoAdminItem } from '@meedu/contract/admin';
import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { startVideoUpload } from '../api/media.ts';
import { useAttachAssetMutation } from '../api/outline.ts';

type Stage =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'attaching' }
  | { kind: 'failed'; message: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Uploads a video file for one course video: resumable (tus; a dropped connection carries on where it stopped,
 * and choosing the same file again resumes it), then the new asset is attached to the video and its packaging
 * shows in the outline.
 */
export function VideoUploadDialog({ video, onClose }: { video: VideoAdminItem | null; onClose: () => void }) {
  const inputId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const upload = useRef<{ abort(): void } | null>(null);
  const attach = useAttachAssetMutation(video?.course_id ?? 0, video?.id ?? 0);

  useEffect(() => () => upload.current?.abort(), []);

  const close = () => {
    upload.current?.abort();
    upload.current = null;
    setStage({ kind: 'idle' });
    onClose();
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    setStage({ kind: 'uploading', sent: 0, total: file.size });
    upload.current = startVideoUpload(file, {
      onProgress: (sent, total) => setStage({ kind: 'uploading', sent, total }),
      onSuccess: (assetId) => {
        setStage({ kind: 'attaching' });
        attach
          .mutateAsync(assetId)
          .then(() => close())
          .catch((error: unknown) =>
            setStage({
              kind: 'failed',
              message: error instanceof AdminApiError ? error.message : '关联视频失败，请重试',
            }),
          );
      },
      onError: (message) => setStage({ kind: 'failed', message }),
    });
  };

  const percent =
    stage.kind === 'uploading' && stage.total > 0 ? Math.floor((stage.sent / stage.total) * 100) : 0;
  return (
    <Modal
      title={video ? `上传视频：${video.title}` : '上传视频'}
      open={video !== null}
      onCancel={close}
      footer={<Button onClick={close}>{stage.kind === 'uploading' ? '取消上传' : '关闭'}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <div>
          <label htmlFor={inputId}>视频文件</label>
          <input
            id={inputId}
            type="file"
            accept="video/*"
            disabled={stage.kind === 'uploading' || stage.kind === 'attaching'}
            onChange={(e) => choose(e.target.files?.[0])}
            style={{ display: 'block', marginTop: 8 }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            上传后自动转码为加密的 HLS；网络中断会从断点继续。
          </Typography.Text>
        </div>
        {stage.kind === 'uploading' && (
          <div>
            <Typography.Text>
              已上传 {megabytes(stage.sent)} / {megabytes(stage.total)}
            </Typography.Text>
            <Progress percent={percent} aria-label="上传进度" />
          </div>
        )}
        {stage.kind === 'attaching' && <Typography.Text>上传完成，正在关联视频…</Typography.Text>}
        {stage.kind === 'failed' && <Alert type="error" showIcon message={stage.message} />}
      </Flex>
    </Modal>
  );
}
