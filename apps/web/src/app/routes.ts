import type { ComponentType } from 'react';
import type { Prefetch } from '../lib/route-prefetch.ts';

/** The four layouts of SPEC §2. */
export type LayoutName = 'full' | 'headerOnly' | 'footerOnly' | 'bare';

export interface RouteEntry {
  /** react-router pattern */
  path: string;
  layout: LayoutName;
  /** Protected by the SPEC §2 rule (token → bind-mobile → face-check). */
  auth: boolean;
  /** The page module, loaded when the route is first visited (or, for the first address, before React starts). */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * The page's first queries, declared in the page's `<Page>.prefetch.ts` (query options only). For the first
   * address it is fetched beside the page's code, config, navs and member detail before React's first render,
   * and its queries start as soon as it arrives, without waiting for config or the page (issue 10). A chunk of
   * its own, so the main chunk carries no page's API. `null` when the page asks for nothing of its own.
   */
  prefetch: (() => Promise<{ prefetch: Prefetch }>) | null;
  /**
   * The page renders no antd component, so no antd scope is put around it (components/antd/AntdScope.tsx)
   * and its first screen loads and runs none of antd (issue 10); what it loads later that is antd's (a tab, a
   * dialog) it puts in `LazyAntdScope` itself. Each page's test holds it to this (`expectNoAntd`).
   */
  plain?: true;
}

/**
 * Every SPEC §2 route with its layout, its guard, its page module and what it prefetches.
 * Order matters only for readability; react-router ranks patterns itself.
 */
export const routeTable: RouteEntry[] = [
  {
    path: '/',
    layout: 'full',
    auth: false,
    page: () => import('../features/home/pages/HomePage.tsx'),
    prefetch: () => import('../features/home/pages/HomePage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/login',
    layout: 'headerOnly',
    auth: false,
    page: () => import('./pages/LoginPage.tsx'),
    prefetch: null,
  },
  {
    path: '/login/callback',
    layout: 'full',
    auth: false,
    page: () => import('../features/auth/pages/LoginCallbackPage.tsx'),
    prefetch: null,
  },
  {
    path: '/courses',
    layout: 'full',
    auth: false,
    page: () => import('../features/course/pages/CoursesPage.tsx'),
    prefetch: () => import('../features/course/pages/CoursesPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/courses/detail/:id',
    layout: 'full',
    auth: false,
    page: () => import('../features/course/pages/CourseDetailPage.tsx'),
    prefetch: () => import('../features/course/pages/CourseDetailPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/courses/video/:videoId',
    layout: 'full',
    auth: true,
    page: () => import('../features/course/pages/VideoPage.tsx'),
    prefetch: () => import('../features/course/pages/VideoPage.prefetch.ts'),
  },
  {
    path: '/live',
    layout: 'full',
    auth: false,
    page: () => import('../features/live/pages/LiveListPage.tsx'),
    prefetch: () => import('../features/live/pages/LiveListPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/live/detail/:id',
    layout: 'full',
    auth: false,
    page: () => import('../features/live/pages/LiveDetailPage.tsx'),
    prefetch: () => import('../features/live/pages/LiveDetailPage.prefetch.ts'),
  },
  {
    path: '/live/video/:videoId',
    layout: 'bare',
    auth: true,
    page: () => import('../features/live/pages/LiveVideoPage.tsx'),
    prefetch: () => import('../features/live/pages/LiveVideoPage.prefetch.ts'),
  },
  {
    path: '/announcement',
    layout: 'full',
    auth: false,
    page: () => import('../features/announcement/pages/AnnouncementPage.tsx'),
    prefetch: () => import('../features/announcement/pages/AnnouncementPage.prefetch.ts'),
  },
  {
    path: '/exam',
    layout: 'full',
    auth: false,
    page: () => import('../features/exam/pages/ExamPage.tsx'),
    prefetch: () => import('../features/exam/pages/ExamPage.prefetch.ts'),
  },
  {
    path: '/exam/papers',
    layout: 'full',
    auth: false,
    page: () => import('../features/exam/pages/PapersPage.tsx'),
    prefetch: () => import('../features/exam/pages/PapersPage.prefetch.ts'),
  },
  {
    path: '/exam/papers/detail/:id',
    layout: 'full',
    auth: true,
    page: () => import('../features/exam/pages/PaperDetailPage.tsx'),
    prefetch: () => import('../features/exam/pages/PaperDetailPage.prefetch.ts'),
  },
  {
    path: '/exam/papers/play',
    layout: 'bare',
    auth: true,
    page: () => import('../features/exam/pages/PaperPlayPage.tsx'),
    prefetch: () => import('../features/exam/pages/PaperPlayPage.prefetch.ts'),
  },
  {
    path: '/exam/mockpaper',
    layout: 'full',
    auth: false,
    page: () => import('../features/exam/pages/MockPapersPage.tsx'),
    prefetch: () => import('../features/exam/pages/MockPapersPage.prefetch.ts'),
  },
  {
    path: '/exam/mockpaper/detail/:id',
    layout: 'full',
    auth: true,
    page: () => import('../features/exam/pages/MockPaperDetailPage.tsx'),
    prefetch: () => import('../features/exam/pages/MockPaperDetailPage.prefetch.ts'),
  },
  {
    path: '/exam/mockpaper/play',
    layout: 'bare',
    auth: true,
    page: () => import('../features/exam/pages/MockPaperPlayPage.tsx'),
    prefetch: () => import('../features/exam/pages/MockPaperPlayPage.prefetch.ts'),
  },
  {
    path: '/exam/practice',
    layout: 'full',
    auth: false,
    page: () => import('../features/exam/pages/PracticesPage.tsx'),
    prefetch: () => import('../features/exam/pages/PracticesPage.prefetch.ts'),
  },
  {
    path: '/exam/practice/detail/:id',
    layout: 'full',
    auth: true,
    page: () => import('../features/exam/pages/PracticeDetailPage.tsx'),
    prefetch: () => import('../features/exam/pages/PracticeDetailPage.prefetch.ts'),
  },
  {
    path: '/exam/practice/play',
    layout: 'bare',
    auth: true,
    page: () => import('../features/exam/pages/PracticePlayPage.tsx'),
    prefetch: null,
  },
  {
    path: '/exam/wrongbook',
    layout: 'full',
    auth: false,
    page: () => import('../features/exam/pages/WrongBookPage.tsx'),
    prefetch: null,
  },
  {
    path: '/exam/wrongbook/play',
    layout: 'bare',
    auth: true,
    page: () => import('../features/exam/pages/WrongBookPlayPage.tsx'),
    prefetch: null,
  },
  {
    path: '/exam/collection',
    layout: 'full',
    auth: false,
    page: () => import('../features/exam/pages/CollectionPage.tsx'),
    prefetch: null,
  },
  {
    path: '/exam/collection/play',
    layout: 'bare',
    auth: true,
    page: () => import('../features/exam/pages/CollectionPlayPage.tsx'),
    prefetch: null,
  },
  {
    path: '/member',
    layout: 'full',
    auth: true,
    page: () => import('../features/member/pages/MemberPage.tsx'),
    prefetch: null,
  },
  {
    path: '/member/messages',
    layout: 'full',
    auth: true,
    page: () => import('../features/member/pages/MessagesPage.tsx'),
    prefetch: () => import('../features/member/pages/MessagesPage.prefetch.ts'),
  },
  {
    path: '/member/orders',
    layout: 'full',
    auth: true,
    page: () => import('../features/order/pages/MemberOrdersPage.tsx'),
    prefetch: () => import('../features/order/pages/MemberOrdersPage.prefetch.ts'),
  },
  {
    path: '/member/questions',
    layout: 'full',
    auth: true,
    page: () => import('../features/wenda/pages/MemberQuestionsPage.tsx'),
    prefetch: () => import('../features/wenda/pages/MemberQuestionsPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/member/paper',
    layout: 'full',
    auth: true,
    page: () => import('../features/exam/pages/MemberPaperPage.tsx'),
    prefetch: null,
  },
  {
    path: '/member/mockpaper',
    layout: 'full',
    auth: true,
    page: () => import('../features/exam/pages/MemberMockPaperPage.tsx'),
    prefetch: null,
  },
  {
    path: '/member/practice',
    layout: 'full',
    auth: true,
    page: () => import('../features/exam/pages/MemberPracticePage.tsx'),
    prefetch: null,
  },
  {
    path: '/member/code-exchanger',
    layout: 'full',
    auth: true,
    page: () => import('../features/code-exchange/pages/CodeExchangePage.tsx'),
    prefetch: () => import('../features/code-exchange/pages/CodeExchangePage.prefetch.ts'),
  },
  {
    path: '/member/credit1-free',
    layout: 'full',
    auth: true,
    page: () => import('../features/credits/pages/Credit1FreePage.tsx'),
    prefetch: () => import('../features/credits/pages/Credit1FreePage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/member/credit1-records',
    layout: 'full',
    auth: true,
    page: () => import('../features/credits/pages/CreditMallPage.tsx'),
    prefetch: () => import('../features/credits/pages/CreditMallPage.prefetch.ts'),
  },
  {
    path: '/member/certs',
    layout: 'full',
    auth: true,
    page: () => import('../features/certs/pages/CertsPage.tsx'),
    prefetch: () => import('../features/certs/pages/CertsPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/vip',
    layout: 'full',
    auth: false,
    page: () => import('../features/vip/pages/VipPage.tsx'),
    prefetch: () => import('../features/vip/pages/VipPage.prefetch.ts'),
  },
  {
    path: '/order',
    layout: 'full',
    auth: false,
    page: () => import('../features/order/pages/OrderPage.tsx'),
    prefetch: () => import('../features/order/pages/OrderPage.prefetch.ts'),
  },
  {
    path: '/order/pay',
    layout: 'full',
    auth: true,
    page: () => import('../features/order/pages/OrderPayPage.tsx'),
    prefetch: null,
  },
  {
    path: '/order/success',
    layout: 'full',
    auth: true,
    page: () => import('../features/order/pages/OrderSuccessPage.tsx'),
    prefetch: null,
  },
  {
    path: '/search',
    layout: 'full',
    auth: false,
    page: () => import('../features/search/pages/SearchPage.tsx'),
    prefetch: () => import('../features/search/pages/SearchPage.prefetch.ts'),
  },
  {
    path: '/topic',
    layout: 'full',
    auth: false,
    page: () => import('../features/topic/pages/TopicsPage.tsx'),
    prefetch: () => import('../features/topic/pages/TopicsPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/topic/detail/:id',
    layout: 'full',
    auth: false,
    page: () => import('../features/topic/pages/TopicDetailPage.tsx'),
    prefetch: () => import('../features/topic/pages/TopicDetailPage.prefetch.ts'),
  },
  {
    path: '/book',
    layout: 'full',
    auth: false,
    page: () => import('../features/book/pages/BooksPage.tsx'),
    prefetch: () => import('../features/book/pages/BooksPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/book/detail/:id',
    layout: 'full',
    auth: false,
    page: () => import('../features/book/pages/BookDetailPage.tsx'),
    prefetch: () => import('../features/book/pages/BookDetailPage.prefetch.ts'),
  },
  {
    path: '/book/read/:articleId',
    layout: 'bare',
    auth: true,
    page: () => import('../features/book/pages/BookReadPage.tsx'),
    prefetch: () => import('../features/book/pages/BookReadPage.prefetch.ts'),
  },
  {
    path: '/learnPath',
    layout: 'full',
    auth: false,
    page: () => import('../features/learn-path/pages/LearnPathsPage.tsx'),
    prefetch: () => import('../features/learn-path/pages/LearnPathsPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/learnPath/detail/:id',
    layout: 'full',
    auth: false,
    page: () => import('../features/learn-path/pages/LearnPathDetailPage.tsx'),
    prefetch: () => import('../features/learn-path/pages/LearnPathDetailPage.prefetch.ts'),
  },
  {
    path: '/error',
    layout: 'full',
    auth: false,
    page: () => import('../features/error/pages/ErrorPage.tsx'),
    prefetch: null,
  },
  {
    path: '/wenda',
    layout: 'full',
    auth: false,
    page: () => import('../features/wenda/pages/WendaPage.tsx'),
    prefetch: () => import('../features/wenda/pages/WendaPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/wenda/detail/:questionId',
    layout: 'full',
    auth: false,
    page: () => import('../features/wenda/pages/WendaDetailPage.tsx'),
    prefetch: () => import('../features/wenda/pages/WendaDetailPage.prefetch.ts'),
    plain: true,
  },
  {
    path: '/share',
    layout: 'full',
    auth: true,
    page: () => import('../features/share/pages/SharePage.tsx'),
    prefetch: () => import('../features/share/pages/SharePage.prefetch.ts'),
  },
  {
    path: '/study-center',
    layout: 'full',
    auth: true,
    page: () => import('../features/study/pages/StudyCenterPage.tsx'),
    prefetch: () => import('../features/study/pages/StudyCenterPage.prefetch.ts'),
  },
  {
    path: '/face-check',
    layout: 'full',
    auth: false,
    page: () => import('../features/member/pages/FaceCheckPage.tsx'),
    prefetch: null,
  },
  {
    path: '/bind-mobile',
    layout: 'full',
    auth: false,
    page: () => import('../features/member/pages/BindMobilePage.tsx'),
    prefetch: null,
  },
];
