import type {
  CommentsReply,
  CourseCategory,
  CourseDetailReply,
  CourseListItem,
  LaravelPage,
  PlayInfoReply,
  ProgressBeaconTokenReply,
  SnapshotConfig,
  SnapshotCount,
  SnapshotImage,
  SnapshotUploadReply,
  VideoDetailReply,
} from '@meedu/contract';
import { onDelete, onGet, onPost, type Id, type Reply } from './http.ts';

/** Recorded courses, their videos and the player's snapshot addon (contract catalog §2). */
export const courseApi = {
  list: (reply: Reply<LaravelPage<CourseListItem>>) => onGet('/api/v2/courses', reply),
  categories: (reply: Reply<CourseCategory[]>) => onGet('/api/v2/course_categories', reply),
  detail: (id: Id, reply: Reply<CourseDetailReply>) => onGet(`/api/v2/course/${id}`, reply),
  comments: (id: Id, reply: Reply<CommentsReply>) => onGet(`/api/v2/course/${id}/comments`, reply),
  comment: (id: Id, reply: Reply<[]>) => onPost(`/api/v2/course/${id}/comment`, reply),
  /** Toggles the collect mark: 1 collected, 0 not. */
  like: (id: Id, reply: Reply<0 | 1>) => onGet(`/api/v2/course/${id}/like`, reply),
  video: (id: Id, reply: Reply<VideoDetailReply>) => onGet(`/api/v2/video/${id}`, reply),
  videoComments: (id: Id, reply: Reply<CommentsReply>) => onGet(`/api/v2/video/${id}/comments`, reply),
  playInfo: (id: Id, reply: Reply<PlayInfoReply>) => onGet(`/api/v2/video/${id}/playinfo`, reply),
  record: (id: Id, reply: Reply<[]>) => onPost(`/api/v2/video/${id}/record`, reply),
  beaconToken: (reply: Reply<ProgressBeaconTokenReply>) => onGet('/api/v2/progress/beacon-token', reply),
  snapshotConfig: (reply: Reply<SnapshotConfig>) => onGet('/addons/Snapshot/api/v1/config', reply),
  snapshotCount: (reply: Reply<SnapshotCount>) => onGet('/addons/Snapshot/api/v1/resource/query', reply),
  snapshotImages: (reply: Reply<{ data: SnapshotImage[]; total?: number }>) =>
    onGet('/addons/Snapshot/api/v1/resource/images', reply),
  snapshotUpload: (reply: Reply<SnapshotUploadReply>) =>
    onPost('/addons/Snapshot/api/v1/upload/image', reply),
  snapshotDelete: (reply: Reply<[]>) => onDelete('/addons/Snapshot/api/v1/resource/image/:id', reply),
};
