import type { ChapterItem, ChapterRequest, VideoAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailedOf } from '../../../components/LoadFailed.tsx';
import { OrderedCard } from '../../../components/OrderedCard.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
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
  const reorderChapters = useReorderMutation(courseId, 'chapters');
  const reorderVideos = useReorderMutation(courseId, 'videos');
  const [editingChapter, setEditingChapter] = useState<Editing<ChapterItem>>(null);
  const [editingVideo, setEditingVideo] = useState<Editing<VideoAdminItem>>(null);
  const [uploading, setUploading] = useState<VideoAdminItem | null>(null);

  if (chapters.isError || videos.isError) return <LoadFailedOf queries={[chapters, videos]} />;
  const chapterList = chapters.data ?? [];
  const videoList = videos.data ?? [];
  const chapterTitle = (id: number) => chapterList.find((c) => c.id === id)?.title ?? '无章节';

  return (
    <Flex vertical gap={16}>
      <OrderedCard
        noun="章节"
        onCreate={() => setEditingChapter('new')}
        perm="courses.edit"
        items={chapterList}
        getName={(c) => c.title}
        reorder={reorderChapters}
        renderItem={(c) => (
          <span>
            {c.title}
            <Typography.Text type="secondary">（{c.video_count} 个视频）</Typography.Text>
          </span>
        )}
        onEdit={setEditingChapter}
        onDelete={(c) => deleteChapter.mutateAsync(c.id)}
      />
      <OrderedCard
        noun="视频"
        onCreate={() => setEditingVideo('new')}
        perm="courses.edit"
        items={videoList}
        getName={(v) => v.title}
        reorder={reorderVideos}
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
