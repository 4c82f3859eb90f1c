import type { PathListItem, PathStepItem } from '@meedu/contract';

/** A learning path of the catalogue (contract learn-path). */
export const makePathListItem = (id: number, over: Partial<PathListItem> = {}): PathListItem => ({
  id,
  name: `路径${id}`,
  thumb: `/p${id}.png`,
  desc: '',
  charge: 199,
  original_charge: 299,
  courses_count: 6,
  ...over,
});

/** An item of a path step: a course by default. */
export const makePathStepItem = (id: number, over: Partial<PathStepItem> = {}): PathStepItem => ({
  id,
  other_id: id * 10,
  type: 'course',
  type_text: '录播课',
  name: `课程${id}`,
  thumb: `/c${id}.png`,
  charge: 99,
  ...over,
});
