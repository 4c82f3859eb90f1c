import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { courseDetailQuery } from '../api/course-detail.ts';
import { videoDetailQuery } from '../api/video-detail.ts';

/**
 * `/courses/video/:videoId` (the parameter is the video id): the video, then at once its course (the player
 * reads `isBuy` and the attachments from it). Member detail is started by start-up alongside.
 */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.videoId);
  if (id === null) return;
  client.fetchQuery(videoDetailQuery(id)).then(
    (d) => client.prefetchQuery(courseDetailQuery(d.course.id, isLogin)),
    () => undefined, // the page shows the failure when it asks again
  );
};
