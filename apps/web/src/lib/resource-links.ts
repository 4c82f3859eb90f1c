import { paths } from '../config/paths.ts';

/**
 * The storefront's kinds of resource, named by the server's goods registry and the promotions' `goods_type`
 * (course, learnPath, mock_paper…): the one vocabulary every other one is read into.
 */
export type ResourceType =
  'course' | 'video' | 'live' | 'book' | 'topic' | 'learnPath' | 'paper' | 'mock_paper' | 'practice' | 'role';

/** Each kind's page. A VIP role has no page of its own: its page is the VIP plans. */
const PAGES: Record<ResourceType, (id: number) => string> = {
  course: (id) => paths.courseDetail(id),
  video: paths.courseVideo,
  live: (id) => paths.liveDetail(id),
  book: (id) => paths.bookDetail(id),
  topic: paths.topicDetail,
  learnPath: paths.learnPathDetail,
  paper: paths.paperDetail,
  mock_paper: paths.mockPaperDetail,
  practice: paths.practiceDetail,
  role: () => paths.vip(),
};

const isResourceType = (word: string): word is ResourceType => Object.hasOwn(PAGES, word);

/** The page of a kind named in the registry's own words (promotions, share goods); null for an unknown word. */
export function resourcePage(type: string, id: number): string | null {
  return isResourceType(type) ? PAGES[type](id) : null;
}

/** Another reply's words for our kinds, where they differ; the words it shares with ours stand for themselves. */
type Vocabulary = Readonly<Record<string, ResourceType>>;

/** `resource_type` of a search hit (screens catalog §16). */
const SEARCH: Vocabulary = { vod: 'course' };
/** `type` of a learning path's step item (screens catalog §15). */
const PATH_STEP: Vocabulary = {
  paper_paper: 'paper',
  paper_mock: 'mock_paper',
  paper_practice: 'practice',
};
/** `goods_type` of a share goods and `goods_v_type` of a credit-mall order (`vip` for a role). */
const SHARE: Vocabulary = { vip: 'role', vod: 'course' };

function pageIn(vocabulary: Vocabulary, word: string, id: number): string | null {
  return resourcePage(Object.hasOwn(vocabulary, word) ? (vocabulary[word] ?? word) : word, id);
}

/** Where a search hit leads; null for a type the search page cannot open. */
export const searchHitPage = (type: string, id: number) => pageIn(SEARCH, type, id);

/** Where a learning path's step item leads; the target page decides access. */
export const pathStepPage = (type: string, id: number) => pageIn(PATH_STEP, type, id);

/** Where a share goods or a credit-mall reward leads: an unknown or missing type is a recorded course. */
export const sharedGoodsPage = (type: string, id: number) =>
  pageIn(SHARE, type, id) ?? paths.courseDetail(id);
