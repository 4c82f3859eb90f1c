import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Image, Modal } from 'antd';
import type { SnapshotConfig, SnapshotImage } from '@meedu/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { Empty } from '../../../components/Empty.tsx';
import { usePolling } from '../../../components/use-polling.ts';
import { snapshotConfigQuery } from '../api/video-snapshot-config.ts';
import { snapshotCountQuery } from '../api/video-snapshot-count.ts';
import { useSnapshotDeleteMutation } from '../api/video-snapshot-delete.ts';
import { snapshotImagesQuery } from '../api/video-snapshot-images.ts';
import { useSnapshotUploadMutation } from '../api/video-snapshot-upload.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

export interface SnapshotWidgetProps {
  /** Photos are kept per video (resource_type `vod`, resource_id = the video id). */
  videoId: number;
  /** The current playback position, sent with each photo. */
  getPosition(): number;
}

const CAPTURE_WIDTH = 1920;
const CAPTURE_HEIGHT = 1440;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_EXT = /\.(png|jpe?g)$/i;

/** `navigator.mediaDevices` is missing on insecure origins (plain http other than localhost). */
const cameraSupported = () =>
  typeof navigator !== 'undefined' &&
  'mediaDevices' in navigator &&
  typeof navigator.mediaDevices.getUserMedia === 'function';

type Camera = { state: 'starting' } | { state: 'on'; stream: MediaStream } | { state: 'off'; reason: string };

/** Asks for the camera once; stops it on unmount. */
function useCamera(): Camera {
  const [camera, setCamera] = useState<Camera>(() =>
    cameraSupported()
      ? { state: 'starting' }
      : { state: 'off', reason: '当前浏览器不支持摄像头（需要 HTTPS 或 localhost 访问）' },
  );
  useEffect(() => {
    if (!cameraSupported()) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: true, audio: false })
      .then((s) => {
        if (cancelled) {
          s.getTracks().forEach((t) => t.stop());
          return;
        }
        stream = s;
        setCamera({ state: 'on', stream: s });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        const name = e instanceof DOMException ? e.name : '';
        const reason =
          name === 'NotAllowedError' || name === 'SecurityError'
            ? '摄像头权限被拒绝，请在浏览器设置中允许本站使用摄像头'
            : name === 'NotFoundError' || name === 'OverconstrainedError'
              ? '未检测到摄像头，请连接摄像头后刷新页面'
              : '摄像头无法打开，请检查是否被其他程序占用';
        setCamera({ state: 'off', reason });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);
  return camera;
}

function errorText(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.kind === 'business' && e.message ? e.message : fallback;
}

/**
 * The Snapshot addon's floating "learning photos" panel (screens catalog §4.6). Mounted by the page when the
 * addon is on and the member can watch; shown only when the server's config enables it for `vod`.
 */
export function SnapshotWidget({ videoId, getPosition }: SnapshotWidgetProps) {
  const config = useQuery(snapshotConfigQuery);
  if (!config.data || config.data.status.vod !== 1) return null;
  return <SnapshotPanel config={config.data} videoId={videoId} getPosition={getPosition} />;
}

function SnapshotPanel({ config, videoId, getPosition }: SnapshotWidgetProps & { config: SnapshotConfig }) {
  const { message } = useFeedback();
  const camera = useCamera();
  const count = useQuery(snapshotCountQuery('vod', videoId));
  const upload = useSnapshotUploadMutation('vod', videoId);
  const [minimised, setMinimised] = useState(false);
  const [view, setView] = useState<'camera' | 'manage'>('camera');
  const videoRef = useRef<HTMLVideoElement>(null);
  const taken = useRef<number | null>(null);

  const stream = camera.state === 'on' ? camera.stream : null;
  useEffect(() => {
    const el = videoRef.current;
    if (el && stream) {
      el.srcObject = stream;
      el.play().catch(() => undefined);
    }
  }, [stream]);

  /** One automatic attempt: a 0–100 draw at or under `rate`, while fewer than `max_times` photos exist. */
  const attempt = async () => {
    const el = videoRef.current;
    if (!el || !stream || count.data === undefined) return;
    taken.current ??= count.data.count;
    if (taken.current >= config.max_times) return;
    if (Math.random() * 100 > config.rate) return;
    const canvas = document.createElement('canvas');
    canvas.width = CAPTURE_WIDTH;
    canvas.height = CAPTURE_HEIGHT;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.drawImage(el, 0, 0, CAPTURE_WIDTH, CAPTURE_HEIGHT);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return;
    try {
      // Awaited, so the next attempt is scheduled only after this photo's reply (usePolling).
      await upload.mutateAsync({ file: blob, fileName: 'snapshot.png', duration: Math.floor(getPosition()) });
      taken.current += 1;
    } catch (e) {
      message.error(errorText(e, '上传错误'));
    }
  };
  usePolling(attempt, config.cycle_time * 1000, !!stream && config.cycle_time > 0 && config.max_times > 0);

  return (
    <>
      {minimised ? (
        <Button
          className="snapshot-mini"
          shape="circle"
          size="large"
          icon={<CameraOutlined />}
          aria-label="学习拍照"
          onClick={() => setMinimised(false)}
          style={{ position: 'fixed', right: 24, bottom: 120, zIndex: 1000 }}
        />
      ) : null}
      <aside
        className="snapshot-panel"
        aria-label="学习拍照"
        hidden={minimised}
        style={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          width: 322,
          zIndex: 1000,
          background: '#fff',
          borderRadius: 8,
          boxShadow: '0 4px 16px rgba(0,0,0,.15)',
          padding: 16,
        }}
      >
        <div hidden={view !== 'camera'}>
          <header style={{ display: 'flex', justifyContent: 'space-between' }}>
            <strong>学习拍照</strong>
            <Button type="link" size="small" onClick={() => setMinimised(true)}>
              最小化窗口
            </Button>
          </header>
          <div style={{ width: 290, height: 164, background: '#000', color: '#fff', position: 'relative' }}>
            {stream ? (
              <video ref={videoRef} muted playsInline width={290} height={164} aria-label="摄像头画面" />
            ) : (
              <div role="status" style={{ padding: 16, textAlign: 'center' }}>
                <p>摄像头未捕捉到画面</p>
                {camera.state === 'off' ? <p style={{ fontSize: 12 }}>{camera.reason}</p> : null}
              </div>
            )}
          </div>
          <p>系统自动随机拍照无需操作</p>
          <p>请保证摄像头开启对准面部</p>
          <Button block onClick={() => setView('manage')}>
            学习照片管理
          </Button>
        </div>
        {view === 'manage' ? (
          <PhotoManager videoId={videoId} getPosition={getPosition} onBack={() => setView('camera')} />
        ) : null}
      </aside>
    </>
  );
}

function PhotoManager({ videoId, getPosition, onBack }: SnapshotWidgetProps & { onBack(): void }) {
  const { message } = useFeedback();
  const images = useQuery(snapshotImagesQuery('vod', videoId));
  const upload = useSnapshotUploadMutation('vod', videoId);
  const remove = useSnapshotDeleteMutation('vod', videoId);
  const [preview, setPreview] = useState<SnapshotImage | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const onFile = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type) && !IMAGE_EXT.test(file.name)) {
      message.error(`${file.name}不是图片文件`);
      return;
    }
    upload.mutate(
      { file, fileName: file.name, duration: Math.floor(getPosition()) },
      {
        onSuccess: () => message.success('上传成功'),
        onError: (e) => message.error(errorText(e, `${file.name} 上传失败`)),
      },
    );
  };

  // A refused delete has been toasted by the client; the photo stays in the preview.
  const removePhoto = (img: SnapshotImage) =>
    remove.mutate(img.id, {
      onSuccess: () => {
        message.success('删除成功');
        setPreview(null);
      },
    });

  const list = images.data?.data ?? [];
  return (
    <div className="snapshot-manager">
      <header style={{ display: 'flex', justifyContent: 'space-between' }}>
        <strong>照片管理</strong>
        <Button type="link" size="small" onClick={onBack} autoInsertSpace={false}>
          返回
        </Button>
      </header>
      {images.isPending ? null : list.length === 0 ? (
        <Empty />
      ) : (
        <ul
          aria-label="学习照片"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: 8,
            listStyle: 'none',
            padding: 0,
          }}
        >
          {list.map((img) => (
            <li key={img.id}>
              <button type="button" onClick={() => setPreview(img)} style={{ padding: 0, border: 0 }}>
                <img
                  src={img.thumb}
                  alt={`学习照片${img.id}`}
                  width={90}
                  height={68}
                  style={{ objectFit: 'cover' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={fileRef}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        hidden
        data-testid="snapshot-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button block type="primary" loading={upload.isPending} onClick={() => fileRef.current?.click()}>
        手动上传学习照片
      </Button>
      <Modal
        open={preview !== null}
        footer={null}
        onCancel={() => setPreview(null)}
        title="学习照片"
        width={640}
        destroyOnHidden
      >
        {preview ? (
          <div style={{ textAlign: 'center' }}>
            <Image src={preview.thumb} alt="学习照片预览" preview={false} />
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => removePhoto(preview)}
              style={{ marginTop: 12 }}
              autoInsertSpace={false}
            >
              删除
            </Button>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
