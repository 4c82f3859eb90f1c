import type { ComponentType } from 'react';

/** The four layouts of SPEC §2. */
export type LayoutName = 'full' | 'headerOnly' | 'footerOnly' | 'bare';

export interface RouteEntry {
  /** react-router pattern */
  path: string;
  layout: LayoutName;
  /** Protected by the SPEC §2 rule (token → bind-mobile → face-check). */
  auth: boolean;
  /** The page module, loaded when the route is first visited. */
  page: () => Promise<{ default: ComponentType }>;
}

const soon = () => import('./UnderConstruction.tsx');

/**
 * Every SPEC §2 route with its layout and guard. A feature replaces `soon` with its page module.
 * Order matters only for readability; react-router ranks patterns itself.
 */
export const routeTable: RouteEntry[] = [
  { path: '/', layout: 'full', auth: false, page: () => import('../features/home/pages/HomePage.tsx') },
  { path: '/login', layout: 'headerOnly', auth: false, page: () => import('./pages/LoginPage.tsx') },
  {
    path: '/login/callback',
    layout: 'full',
    auth: false,
    page: () => import('../features/auth/pages/LoginCallbackPage.tsx'),
  },
  {
    path: '/courses',
    layout: 'full',
    auth: false,
    page: () => import('../features/course/pages/CoursesPage.tsx'),
  },
  {
    path: '/courses/detail/:courseId',
    layout: 'full',
    auth: false,
    page: () => import('../features/course/pages/CourseDetailPage.tsx'),
  },
  {
    path: '/courses/video/:courseId',
    layout: 'full',
    auth: true,
    page: () => import('../features/course/pages/VideoPage.tsx'),
  },
  { path: '/live', layout: 'full', auth: false, page: soon },
  { path: '/live/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/live/video/:courseId', layout: 'bare', auth: true, page: soon },
  {
    path: '/announcement',
    layout: 'full',
    auth: false,
    page: () => import('../features/announcement/pages/AnnouncementPage.tsx'),
  },
  { path: '/exam', layout: 'full', auth: false, page: soon },
  { path: '/exam/papers', layout: 'full', auth: false, page: soon },
  { path: '/exam/papers/detail/:courseId', layout: 'full', auth: true, page: soon },
  { path: '/exam/papers/play', layout: 'bare', auth: true, page: soon },
  { path: '/exam/mockpaper', layout: 'full', auth: false, page: soon },
  { path: '/exam/mockpaper/detail/:courseId', layout: 'full', auth: true, page: soon },
  { path: '/exam/mockpaper/play', layout: 'bare', auth: true, page: soon },
  { path: '/exam/practice', layout: 'full', auth: false, page: soon },
  { path: '/exam/practice/detail/:courseId', layout: 'full', auth: true, page: soon },
  { path: '/exam/practice/play', layout: 'bare', auth: true, page: soon },
  { path: '/exam/wrongbook', layout: 'full', auth: false, page: soon },
  { path: '/exam/wrongbook/play', layout: 'bare', auth: true, page: soon },
  { path: '/exam/collection', layout: 'full', auth: false, page: soon },
  { path: '/exam/collection/play', layout: 'bare', auth: true, page: soon },
  {
    path: '/member',
    layout: 'full',
    auth: true,
    page: () => import('../features/member/pages/MemberPage.tsx'),
  },
  {
    path: '/member/messages',
    layout: 'full',
    auth: true,
    page: () => import('../features/member/pages/MessagesPage.tsx'),
  },
  { path: '/member/orders', layout: 'full', auth: true, page: soon },
  { path: '/member/paper', layout: 'full', auth: true, page: soon },
  { path: '/member/mockpaper', layout: 'full', auth: true, page: soon },
  { path: '/member/practice', layout: 'full', auth: true, page: soon },
  { path: '/member/questions', layout: 'full', auth: true, page: soon },
  { path: '/member/code-exchanger', layout: 'full', auth: true, page: soon },
  { path: '/member/credit1-free', layout: 'full', auth: true, page: soon },
  { path: '/member/credit1-records', layout: 'full', auth: true, page: soon },
  { path: '/member/certs', layout: 'full', auth: true, page: soon },
  { path: '/vip', layout: 'full', auth: false, page: () => import('../features/vip/pages/VipPage.tsx') },
  { path: '/order', layout: 'full', auth: false, page: soon },
  { path: '/order/pay', layout: 'full', auth: true, page: soon },
  { path: '/order/success', layout: 'full', auth: true, page: soon },
  {
    path: '/search',
    layout: 'full',
    auth: false,
    page: () => import('../features/search/pages/SearchPage.tsx'),
  },
  { path: '/topic', layout: 'full', auth: false, page: soon },
  { path: '/topic/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/book', layout: 'full', auth: false, page: soon },
  { path: '/book/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/book/read/:courseId', layout: 'footerOnly', auth: true, page: soon },
  { path: '/learnPath', layout: 'full', auth: false, page: soon },
  { path: '/learnPath/detail/:courseId', layout: 'full', auth: false, page: soon },
  {
    path: '/error',
    layout: 'full',
    auth: false,
    page: () => import('../features/error/pages/ErrorPage.tsx'),
  },
  { path: '/wenda', layout: 'full', auth: false, page: soon },
  { path: '/wenda/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/share', layout: 'full', auth: true, page: soon },
  {
    path: '/study-center',
    layout: 'full',
    auth: true,
    page: () => import('../features/study/pages/StudyCenterPage.tsx'),
  },
  {
    path: '/face-check',
    layout: 'full',
    auth: false,
    page: () => import('../features/member/pages/FaceCheckPage.tsx'),
  },
  {
    path: '/bind-mobile',
    layout: 'full',
    auth: false,
    page: () => import('../features/member/pages/BindMobilePage.tsx'),
  },
];
