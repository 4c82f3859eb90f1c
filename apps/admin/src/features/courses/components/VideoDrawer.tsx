import type { ChapterItem, VideoAdminItem, VideoRequest } from '@meedu/contract/admin';
import { Form, Input, InputNumber, Select } from 'antd';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FieldRow, SwitchRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSaveVideoMutation } from '../api/outline.ts';
import { CaptionsPanel } from './CaptionsPanel.tsx';
import { PublishedAtField } from '../../../components/PublishedAtField.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';

const VIDEO_SWITCHES = [
  { label: '显示', name: 'is_show' },
  { label: '禁止单独购买', name: 'is_ban_sell' },
  { label: '禁止拖动进度', name: 'ban_drag' },
] as const;

/**
 * A video's fields; the file itself is uploaded from the outline (上传视频) once the video exists, and its captions
 * below the form (their own writes).
 */
export function VideoDrawer({
  courseId,
  chapters,
  editing,
  onClose,
}: {
  courseId: number;
  chapters: ChapterItem[];
  editing: Editing<VideoAdminItem>;
  onClose: () => void;
}) {
  const video = editedRecord(editing);
  const save = useSaveVideoMutation(courseId, video?.id ?? null);
  const packaged = video?.media_asset_id != null;
  return (
    <FormDrawer<VideoRequest>
      title={video ? `编辑视频 ${video.title}` : '新建视频'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        title: video?.title ?? '',
        chapter_id: video?.chapter_id ?? chapters[0]?.id ?? 0,
        url: video?.url ?? '',
        duration: video?.duration ?? 0,
        charge: video?.charge ?? 0,
        free_seconds: video?.free_seconds ?? 0,
        is_show: video?.is_show ?? true,
        is_ban_sell: video?.is_ban_sell ?? false,
        ban_drag: video?.ban_drag ?? false,
        published_at: video ? toLocalField(video.published_at) : nowLocalField(),
      }}
      save={(v) => save.mutateAsync({ ...v, published_at: fromLocalField(v.published_at) })}
      after={video ? <CaptionsPanel videoId={video.id} /> : null}
    >
      <TextField label="视频名称" name="title" required="请输入视频名称" maxLength={120} />
      <Form.Item label="章节" name="chapter_id">
        <Select
          options={[{ value: 0, label: '无章节' }, ...chapters.map((c) => ({ value: c.id, label: c.title }))]}
        />
      </Form.Item>
      <Form.Item
        label="视频地址"
        name="url"
        extra={packaged ? '已使用上传的视频，此地址不再播放' : '不上传文件时播放的地址（http(s):// 或 /）'}
      >
        <Input maxLength={1000} />
      </Form.Item>
      <FieldRow>
        <Form.Item label="时长（秒）" name="duration" extra={packaged ? '取自上传的视频' : undefined}>
          <InputNumber min={0} precision={0} disabled={packaged} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="试看秒数" name="free_seconds" extra="0 为不可试看">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item label="单独售价（元）" name="charge">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <PublishedAtField />
      </FieldRow>
      <SwitchRow switches={VIDEO_SWITCHES} />
    </FormDrawer>
  );
}
