import type { ChapterItem, ChapterRequest, VideoAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { useCan } from '../../../api/session.ts';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { SortableList } from '../../../components/SortableList.tsx';
import { TextField } from '../../../components/TextField.tsx';
import {
  chaptersQuery,
  useDeleteChapterMutation,
  useDeleteVideoMutation,
  useReorderMutation,
  useSaveChapterMutation,
  videosQuery,
} from '../api/outline.ts';
import { formatDuration, PackagingStatus } from './PackagingStatus.tsx';
import { VideoDrawer } from './VideoDrawer.tsx';
import { VideoUploadDialog } from './VideoUploadDialog.tsx';

function ChapterDrawer({
  courseId,
  editing,
  onClose,
}: {
  courseId: number;
  editing: Editing<ChapterItem>;
  onClose: () => void;
}) {
  const chapter = editedRecord(editing);
  const save = useSaveChapterMutation(courseId, chapter?.id ?? null);
  return (
    <FormDrawer<ChapterRequest>
      title={chapter ? `编辑章节 ${chapter.title}` : '新建章节'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ title: chapter?.title ?? '' }}
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="章节名称" name="title" required="请输入章节名称" maxLength={120} />
    </FormDrawer>
  );
}

/** Saves a new order; a refusal (the list changed meanwhile) is shown and the list read again. */
function useSaveOrder(courseId: number, what: 'chapters' | 'videos') {
  const reorder = useReorderMutation(courseId, what);
  const { message } = App.useApp();
  return (ids: number[]) =>
    reorder
      .mutateAsync(ids)
      .then(() => void message.success('顺序已保存'))
      .catch((error: unknown) =>
        message.error(error instanceof AdminApiError ? error.message : '保存顺序失败，请重试'),
      );
}

function VideoLine({
  video,
  canEdit,
  onEdit,
  onUpload,
  onDelete,
}: {
  video: VideoAdminItem;
  canEdit: boolean;
  onEdit: () => void;
  onUpload: () => void;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <Flex justify="space-between" align="start" gap={12} style={{ width: '100%' }}>
      <Flex vertical gap={4}>
        <Space size={6} wrap>
          <Typography.Text strong>{video.title}</Typography.Text>
          {!video.is_show && <Tag>隐藏</Tag>}
          {video.free_seconds > 0 && <Tag color="blue">试看 {video.free_seconds} 秒</Tag>}
          <Typography.Text type="secondary">{formatDuration(video.duration)}</Typography.Text>
        </Space>
        {video.media_asset_id !== null ? (
          <PackagingStatus assetId={video.media_asset_id} />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {video.url ? `播放地址：${video.url}` : '尚未上传视频'}
          </Typography.Text>
        )}
      </Flex>
      {canEdit && (
        <Space size={0}>
          <Button type="link" size="small" onClick={onUpload}>
            上传视频
          </Button>
          <RecordActions
            onEdit={onEdit}
            deleteTitle={`确定删除视频“${video.title}”吗？`}
            onDelete={onDelete}
          />
        </Space>
      )}
    </Flex>
  );
}

/** A course's chapters and videos: add, edit, delete, upload a video file, and order both by drag or 上移/下移. */
export function OutlineEditor({ courseId }: { courseId: number }) {
  const canEdit = useCan('courses.edit');
  const chapters = useQuery(chaptersQuery(courseId));
  const videos = useQuery(videosQuery(courseId));
  const deleteChapter = useDeleteChapterMutation();
  const deleteVideo = useDeleteVideoMutation();
  const saveChapterOrder = useSaveOrder(courseId, 'chapters');
  const saveVideoOrder = useSaveOrder(courseId, 'videos');
  const [editingChapter, setEditingChapter] = useState<Editing<ChapterItem>>(null);
  const [editingVideo, setEditingVideo] = useState<Editing<VideoAdminItem>>(null);
  const [uploading, setUploading] = useState<VideoAdminItem | null>(null);

  if (chapters.isError || videos.isError)
    return (
      <LoadFailed
        message={(chapters.error ?? videos.error)?.message ?? '读取失败'}
        onRetry={() => void Promise.all([chapters.refetch(), videos.refetch()])}
      />
    );
  const chapterList = chapters.data ?? [];
  const videoList = videos.data ?? [];
  const chapterTitle = (id: number) => chapterList.find((c) => c.id === id)?.title ?? '无章节';

  return (
    <Flex vertical gap={16}>
      <Card
        title="章节"
        size="small"
        extra={
          <PermissionGate perm="courses.edit">
            <Button onClick={() => setEditingChapter('new')}>新建章节</Button>
          </PermissionGate>
        }
      >
        {chapterList.length === 0 ? (
          <Empty description="还没有章节" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <SortableList
            label="章节顺序"
            items={chapterList}
            getId={(c) => c.id}
            getName={(c) => c.title}
            disabled={!canEdit}
            onReorder={(items) => void saveChapterOrder(items.map((c) => c.id))}
            renderItem={(c) => (
              <Flex justify="space-between" align="center" style={{ width: '100%' }}>
                <span>
                  {c.title}
                  <Typography.Text type="secondary">（{c.video_count} 个视频）</Typography.Text>
                </span>
                {canEdit && (
                  <Space size={0}>
                    <RecordActions
                      onEdit={() => setEditingChapter(c)}
                      deleteTitle={`确定删除章节“${c.title}”吗？`}
                      onDelete={() => deleteChapter.mutateAsync(c.id)}
                    />
                  </Space>
                )}
              </Flex>
            )}
          />
        )}
      </Card>
      <Card
        title="视频"
        size="small"
        extra={
          <PermissionGate perm="courses.edit">
            <Button onClick={() => setEditingVideo('new')}>新建视频</Button>
          </PermissionGate>
        }
      >
        {videoList.length === 0 ? (
          <Empty description="还没有视频" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <SortableList
            label="视频顺序"
            items={videoList}
            getId={(v) => v.id}
            getName={(v) => v.title}
            disabled={!canEdit}
            onReorder={(items) => void saveVideoOrder(items.map((v) => v.id))}
            renderItem={(v) => (
              <Flex vertical style={{ width: '100%' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {chapterTitle(v.chapter_id)}
                </Typography.Text>
                <VideoLine
                  video={v}
                  canEdit={canEdit}
                  onEdit={() => setEditingVideo(v)}
                  onUpload={() => setUploading(v)}
                  onDelete={() => deleteVideo.mutateAsync(v.id)}
                />
              </Flex>
            )}
          />
        )}
      </Card>
      <ChapterDrawer courseId={courseId} editing={editingChapter} onClose={() => setEditingChapter(null)} />
      <VideoDrawer
        courseId={courseId}
        chapters={chapterList}
        editing={editingVideo}
        onClose={() => setEditingVideo(null)}
      />
      <VideoUploadDialog video={uploading} onClose={() => setUploading(null)} />
    </Flex>
  );
}
