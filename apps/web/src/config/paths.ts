/**
 * Every in-app address, built in one place so no page concatenates URLs. Query values are encoded here.
 * The router's patterns are in app/routes.ts.
 */
type QueryValue = string | number | boolean | null | undefined;

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

export const paths = {
  home: () => '/',
  login: (redirect?: string) => withQuery('/login', { redirect }),
  loginCallback: () => '/login/callback',
  courses: (q: { cid?: number; child?: number; scene?: string; page?: number } = {}) =>
    withQuery('/courses', q),
  courseDetail: (id: number, tab?: number | string) => withQuery(`/courses/detail/${id}`, { tab }),
  courseVideo: (videoId: number) => `/courses/video/${videoId}`,
  live: () => '/live',
  liveDetail: (id: number, tab?: number | string) => withQuery(`/live/detail/${id}`, { tab }),
  liveVideo: (id: number) => `/live/video/${id}`,
  announcement: (id?: number) => withQuery('/announcement', { id }),
  exam: () => '/exam',
  papers: () => '/exam/papers',
  paperDetail: (id: number) => `/exam/papers/detail/${id}`,
  /** A paper attempt: the paper and the attempt (`pid`) to take or review. */
  paperPlay: (id: number, pid: number) => withQuery('/exam/papers/play', { id, pid }),
  mockPapers: () => '/exam/mockpaper',
  mockPaperDetail: (id: number) => `/exam/mockpaper/detail/${id}`,
  mockPaperPlay: (id: number, pid: number) => withQuery('/exam/mockpaper/play', { id, pid }),
  practices: () => '/exam/practice',
  practiceDetail: (id: number) => `/exam/practice/detail/${id}`,
  /** A chapter's drill; without a chapter, the day's 20 questions. */
  practicePlay: (practiceId: number, chapterId?: number) =>
    withQuery('/exam/practice/play', chapterId ? { practiceId, chapterId } : { day: 1, practiceId }),
  wrongBook: () => '/exam/wrongbook',
  /** The wrong book's drill: every question (`mode`) or those of one type. */
  wrongBookPlay: (q: { mode: string } | { type: number }) => withQuery('/exam/wrongbook/play', q),
  collection: () => '/exam/collection',
  collectionPlay: (q: { mode: string } | { type: number }) => withQuery('/exam/collection/play', q),
  member: () => '/member',
  memberMessages: () => '/member/messages',
  memberOrders: () => '/member/orders',
  memberPaper: () => '/member/paper',
  memberMockPaper: () => '/member/mockpaper',
  memberPractice: () => '/member/practice',
  memberQuestions: () => '/member/questions',
  memberCodeExchanger: () => '/member/code-exchanger',
  memberCredit1Free: () => '/member/credit1-free',
  memberCredit1Records: () => '/member/credit1-records',
  memberCerts: () => '/member/certs',
  vip: () => '/vip',
  order: (q: Record<string, QueryValue> = {}) => withQuery('/order', q),
  orderPay: (q: Record<string, QueryValue> = {}) => withQuery('/order/pay', q),
  orderSuccess: () => '/order/success',
  search: (keywords?: string, q: Record<string, QueryValue> = {}) => withQuery('/search', { keywords, ...q }),
  topics: () => '/topic',
  topicDetail: (id: number) => `/topic/detail/${id}`,
  books: () => '/book',
  bookDetail: (id: number, tab?: number | string) => withQuery(`/book/detail/${id}`, { tab }),
  bookRead: (articleId: number) => `/book/read/${articleId}`,
  learnPaths: () => '/learnPath',
  learnPathDetail: (id: number) => `/learnPath/detail/${id}`,
  error: (msg?: string) => withQuery('/error', { msg }),
  wenda: () => '/wenda',
  wendaDetail: (id: number) => `/wenda/detail/${id}`,
  share: () => '/share',
  studyCenter: () => '/study-center',
  faceCheck: () => '/face-check',
  bindMobile: () => '/bind-mobile',
} as const;
