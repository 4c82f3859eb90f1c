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
  { path: '/', layout: 'full', auth: false, page: soon },
  { path: '/login', layout: 'headerOnly', auth: false, page: soon },
  { path: '/login/callback', layout: 'full', auth: false, page: soon },
  { path: '/courses', layout: 'full', auth: false, page: soon },
  { path: '/courses/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/courses/video/:courseId', layout: 'full', auth: true, page: soon },
  { path: '/live', layout: 'full', auth: false, page: soon },
  { path: '/live/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/live/video/:courseId', layout: 'bare', auth: true, page: soon },
  { path: '/announcement', layout: 'full', auth: false, page: soon },
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
  { path: '/member', layout: 'full', auth: true, page: soon },
  { path: '/member/messages', layout: 'full', auth: true, page: soon },
  { path: '/member/orders', layout: 'full', auth: true, page: soon },
  { path: '/member/paper', layout: 'full', auth: true, page: soon },
  { path: '/member/mockpaper', layout: 'full', auth: true, page: soon },
  { path: '/member/practice', layout: 'full', auth: true, page: soon },
  { path: '/member/questions', layout: 'full', auth: true, page: soon },
  { path: '/member/code-exchanger', layout: 'full', auth: true, page: soon },
  { path: '/member/credit1-free', layout: 'full', auth: true, page: soon },
  { path: '/member/credit1-records', layout: 'full', auth: true, page: soon },
  { path: '/member/certs', layout: 'full', auth: true, page: soon },
  { path: '/vip', layout: 'full', auth: false, page: soon },
  { path: '/order', layout: 'full', auth: false, page: soon },
  { path: '/order/pay', layout: 'full', auth: true, page: soon },
  { path: '/order/success', layout: 'full', auth: true, page: soon },
  { path: '/search', layout: 'full', auth: false, page: soon },
  { path: '/topic', layout: 'full', auth: false, page: soon },
  { path: '/topic/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/book', layout: 'full', auth: false, page: soon },
  { path: '/book/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/book/read/:courseId', layout: 'footerOnly', auth: true, page: soon },
  { path: '/learnPath', layout: 'full', auth: false, page: soon },
  { path: '/learnPath/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/error', layout: 'full', auth: false, page: soon },
  { path: '/wenda', layout: 'full', auth: false, page: soon },
  { path: '/wenda/detail/:courseId', layout: 'full', auth: false, page: soon },
  { path: '/share', layout: 'full', auth: true, page: soon },
  { path: '/study-center', layout: 'full', auth: true, page: soon },
  { path: '/face-check', layout: 'full', auth: false, page: soon },
  { path: '/bind-mobile', layout: 'full', auth: false, page: soon },
];
