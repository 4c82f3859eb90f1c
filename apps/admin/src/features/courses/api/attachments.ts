import type { AttachmentPlace } from '../../../api/attachments.ts';
import { coursesKey } from './courses.ts';

/** A course's attachments, which its buyers download on the storefront. */
export const courseAttachments = (courseId: number): AttachmentPlace => ({
  list: `/courses/${courseId}/attachments`,
  upload: '/uploads/attachments',
  owner: { field: 'course_id', id: courseId },
  remove: '/attachments',
  key: coursesKey,
});
