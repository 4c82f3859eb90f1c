/**
 * Learning paths (LearnPaths addon; contract/catalog.md §9). Field names are exact. Our server adds the member's
 * `progress` on each step item (0–100, members only; docs/decisions.md) and the `topic` item type.
 */
import type { ListPage } from './common.ts';

/** GET /addons/LearnPaths/api/v1/categories: a two-level tree. */
export interface PathCategory {
  id: number;
  name: string;
  children?: { id: number; name: string }[];
}

export interface PathListItem {
  id: number;
  name: string;
  thumb: string;
  desc: string;
  charge: number;
  original_charge: number;
  courses_count: number;
}

/** A step as the list reports it (only counted by the storefront). */
export interface PathStepSummary {
  id: number;
  name: string;
}

/** GET /addons/LearnPaths/api/v1/all (P3): `steps` keyed by path id, `[]` when there are none. */
export interface PathListReply {
  data: ListPage<PathListItem>;
  steps: Record<string, PathStepSummary[]> | [];
}

export interface PathListRequest {
  page?: number;
  size?: number;
  category_id?: number;
}

export type PathItemType =
  'course' | 'live' | 'book' | 'topic' | 'paper_paper' | 'paper_practice' | 'paper_mock';

export interface PathStepItem {
  id: number;
  other_id: number;
  type: PathItemType;
  /** e.g. 录播课 */
  type_text: string;
  name: string;
  thumb: string;
  charge: number;
  /** The member's progress on this item, 0–100 (sent only to members). */
  progress?: number;
}

export interface PathStep {
  id: number;
  name: string;
  desc: string;
  courses: PathStepItem[];
}

export interface PathDetail extends PathListItem {
  steps_count: number;
}

/** GET /addons/LearnPaths/api/v1/path/{id}. */
export interface PathDetailReply {
  data: PathDetail;
  steps: PathStep[];
  is_buy: boolean;
}
