/**
 * The console's route table: one line per screen with its permission. The side menu is built from it (filtered
 * by the administrator's permissions), and a screen whose permission is missing shows the "no permission" screen.
 * A new area adds its lines here (docs/console.md, "Adding an area").
 */
import {
  LayoutOutlined,
  NotificationOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  FileTextOutlined,
  QuestionCircleOutlined,
  CommentOutlined,
  CrownOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  LinkOutlined,
  MenuOutlined,
  MessageOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
  DatabaseOutlined,
  ProfileOutlined,
  ReadOutlined,
  HighlightOutlined,
  TagOutlined,
  GiftOutlined,
  ShopOutlined,
  CarOutlined,
  SoundOutlined,
  ThunderboltOutlined,
  UsergroupAddOutlined,
  ShareAltOutlined,
  WalletOutlined,
  VideoCameraOutlined,
  IdcardOutlined,
} from '@ant-design/icons';
import type { Permission } from '@meedu/contract/admin';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export interface ConsoleRoute {
  /** Below /admin: `/admins`. */
  path: string;
  title: string;
  /** Needed to open the screen; null for every administrator. */
  permission: Permission | null;
  /** Shown in the side menu (with this icon) when the administrator may open it. */
  menu?: { icon: ReactNode; group?: string };
  page: LazyExoticComponent<ComponentType>;
}

export const consoleRoutes: ConsoleRoute[] = [
  {
    path: '/dashboard',
    title: '数据概览',
    permission: 'dashboard.view',
    menu: { icon: <DashboardOutlined /> },
    page: lazy(() => import('../features/dashboard/pages/DashboardPage.tsx')),
  },
  {
    path: '/courses',
    title: '课程',
    permission: 'courses.view',
    menu: { icon: <PlayCircleOutlined />, group: '内容' },
    page: lazy(() => import('../features/courses/pages/CoursesPage.tsx')),
  },
  {
    path: '/courses/:id',
    title: '编辑课程',
    permission: 'courses.view',
    page: lazy(() => import('../features/courses/pages/CourseEditPage.tsx')),
  },
  {
    path: '/course-categories',
    title: '课程分类',
    permission: 'courses.view',
    menu: { icon: <AppstoreOutlined />, group: '内容' },
    page: lazy(() => import('../features/courses/pages/CategoriesPage.tsx')),
  },
  {
    path: '/comments',
    title: '评论管理',
    permission: 'comments.view',
    menu: { icon: <CommentOutlined />, group: '内容' },
    page: lazy(() => import('../features/comments/pages/CommentsPage.tsx')),
  },
  {
    path: '/books',
    title: '电子书',
    permission: 'books.view',
    menu: { icon: <BookOutlined />, group: '内容' },
    page: lazy(() => import('../features/books/pages/BooksPage.tsx')),
  },
  {
    path: '/books/:id',
    title: '编辑电子书',
    permission: 'books.view',
    page: lazy(() => import('../features/books/pages/BookEditPage.tsx')),
  },
  {
    path: '/topics',
    title: '图文',
    permission: 'topics.view',
    menu: { icon: <FileTextOutlined />, group: '内容' },
    page: lazy(() => import('../features/topics/pages/TopicsPage.tsx')),
  },
  {
    path: '/wenda',
    title: '问答',
    permission: 'wenda.view',
    menu: { icon: <QuestionCircleOutlined />, group: '内容' },
    page: lazy(() => import('../features/wenda/pages/WendaPage.tsx')),
  },
  {
    path: '/exam-questions',
    title: '题库',
    permission: 'exams.view',
    menu: { icon: <DatabaseOutlined />, group: '内容' },
    page: lazy(() => import('../features/exams/pages/QuestionsPage.tsx')),
  },
  {
    path: '/exam-categories',
    title: '考试分类',
    permission: 'exams.view',
    menu: { icon: <AppstoreOutlined />, group: '内容' },
    page: lazy(() => import('../features/exams/pages/ExamCategoriesPage.tsx')),
  },
  {
    path: '/exam-papers',
    title: '试卷',
    permission: 'exams.view',
    menu: { icon: <FileTextOutlined />, group: '内容' },
    page: lazy(() => import('../features/exams/pages/PapersPage.tsx')),
  },
  {
    path: '/exam-mock-papers',
    title: '模拟试卷',
    permission: 'exams.view',
    menu: { icon: <ProfileOutlined />, group: '内容' },
    page: lazy(() => import('../features/exams/pages/MockPapersPage.tsx')),
  },
  {
    path: '/exam-practices',
    title: '练习',
    permission: 'exams.view',
    menu: { icon: <ReadOutlined />, group: '内容' },
    page: lazy(() => import('../features/exams/pages/PracticesPage.tsx')),
  },
  {
    path: '/marking',
    title: '阅卷',
    permission: 'marking.edit',
    menu: { icon: <HighlightOutlined />, group: '内容' },
    page: lazy(() => import('../features/exams/pages/MarkingPage.tsx')),
  },
  {
    path: '/live-courses',
    title: '直播课',
    permission: 'live.view',
    menu: { icon: <VideoCameraOutlined />, group: '内容' },
    page: lazy(() => import('../features/live/pages/LiveCoursesPage.tsx')),
  },
  {
    path: '/live-courses/:id',
    title: '编辑直播课',
    permission: 'live.view',
    page: lazy(() => import('../features/live/pages/LiveCourseEditPage.tsx')),
  },
  {
    path: '/live-categories',
    title: '直播分类',
    permission: 'live.view',
    menu: { icon: <AppstoreOutlined />, group: '内容' },
    page: lazy(() => import('../features/live/pages/LiveCategoriesPage.tsx')),
  },
  {
    path: '/live-teachers',
    title: '直播讲师',
    permission: 'live.view',
    menu: { icon: <IdcardOutlined />, group: '内容' },
    page: lazy(() => import('../features/live/pages/LiveTeachersPage.tsx')),
  },
  {
    path: '/home/blocks',
    title: '首页装修',
    permission: 'home.view',
    menu: { icon: <LayoutOutlined />, group: '首页装修' },
    page: lazy(() => import('../features/home/pages/HomeBlocksPage.tsx')),
  },
  {
    path: '/home/navs',
    title: '导航',
    permission: 'home.view',
    menu: { icon: <MenuOutlined />, group: '首页装修' },
    page: lazy(() => import('../features/home/pages/NavsPage.tsx')),
  },
  {
    path: '/home/sliders',
    title: '轮播图',
    permission: 'home.view',
    menu: { icon: <PictureOutlined />, group: '首页装修' },
    page: lazy(() => import('../features/home/pages/SlidersPage.tsx')),
  },
  {
    path: '/home/links',
    title: '友情链接',
    permission: 'home.view',
    menu: { icon: <LinkOutlined />, group: '首页装修' },
    page: lazy(() => import('../features/home/pages/LinksPage.tsx')),
  },
  {
    path: '/home/announcements',
    title: '公告',
    permission: 'home.view',
    menu: { icon: <NotificationOutlined />, group: '首页装修' },
    page: lazy(() => import('../features/home/pages/AnnouncementsPage.tsx')),
  },
  {
    path: '/members',
    title: '学员',
    permission: 'members.view',
    menu: { icon: <UserOutlined />, group: '用户' },
    page: lazy(() => import('../features/members/pages/MembersPage.tsx')),
  },
  {
    path: '/members/:id',
    title: '学员详情',
    permission: 'members.view',
    page: lazy(() => import('../features/members/pages/MemberDetailPage.tsx')),
  },
  {
    path: '/watermark',
    title: '水印追溯',
    permission: 'members.view',
    menu: { icon: <FileSearchOutlined />, group: '用户' },
    page: lazy(() => import('../features/watermark/pages/WatermarkLookupPage.tsx')),
  },
  {
    path: '/orders',
    title: '订单',
    permission: 'orders.view',
    menu: { icon: <ShoppingCartOutlined />, group: '财务' },
    page: lazy(() => import('../features/orders/pages/OrdersPage.tsx')),
  },
  {
    path: '/orders/:id',
    title: '订单详情',
    permission: 'orders.view',
    page: lazy(() => import('../features/orders/pages/OrderDetailPage.tsx')),
  },
  {
    path: '/vip-plans',
    title: 'VIP 套餐',
    permission: 'vip.view',
    menu: { icon: <CrownOutlined />, group: '运营' },
    page: lazy(() => import('../features/vip/pages/VipPlansPage.tsx')),
  },
  {
    path: '/promo-codes',
    title: '优惠码',
    permission: 'promotions.view',
    menu: { icon: <TagOutlined />, group: '运营' },
    page: lazy(() => import('../features/marketing/pages/PromoCodesPage.tsx')),
  },
  {
    path: '/redeem-codes',
    title: '兑换码',
    permission: 'promotions.view',
    menu: { icon: <GiftOutlined />, group: '运营' },
    page: lazy(() => import('../features/marketing/pages/RedeemCodesPage.tsx')),
  },
  {
    path: '/mall-goods',
    title: '积分商品',
    permission: 'credit-mall.view',
    menu: { icon: <ShopOutlined />, group: '运营' },
    page: lazy(() => import('../features/marketing/pages/MallGoodsPage.tsx')),
  },
  {
    path: '/mall-orders',
    title: '积分订单',
    permission: 'credit-mall.view',
    menu: { icon: <CarOutlined />, group: '运营' },
    page: lazy(() => import('../features/marketing/pages/MallOrdersPage.tsx')),
  },
  {
    path: '/broadcasts',
    title: '站内消息',
    permission: 'messages.view',
    menu: { icon: <SoundOutlined />, group: '运营' },
    page: lazy(() => import('../features/marketing/pages/BroadcastsPage.tsx')),
  },
  {
    path: '/flash-sales',
    title: '秒杀活动',
    permission: 'campaigns.view',
    menu: { icon: <ThunderboltOutlined />, group: '运营' },
    page: lazy(() => import('../features/campaigns/pages/FlashSalesPage.tsx')),
  },
  {
    path: '/group-buys',
    title: '拼团活动',
    permission: 'campaigns.view',
    menu: { icon: <UsergroupAddOutlined />, group: '运营' },
    page: lazy(() => import('../features/campaigns/pages/GroupBuysPage.tsx')),
  },
  {
    path: '/share-goods',
    title: '分销商品',
    permission: 'share.view',
    menu: { icon: <ShareAltOutlined />, group: '运营' },
    page: lazy(() => import('../features/share/pages/ShareGoodsPage.tsx')),
  },
  {
    path: '/withdrawals',
    title: '提现申请',
    permission: 'share.view',
    menu: { icon: <WalletOutlined />, group: '运营' },
    page: lazy(() => import('../features/share/pages/WithdrawalsPage.tsx')),
  },
  {
    path: '/settings',
    title: '站点设置',
    permission: 'settings.view',
    menu: { icon: <SettingOutlined />, group: '系统' },
    page: lazy(() => import('../features/settings/pages/SettingsPage.tsx')),
  },
  {
    path: '/sms-logs',
    title: '短信发送记录',
    permission: 'settings.view',
    menu: { icon: <MessageOutlined />, group: '系统' },
    page: lazy(() => import('../features/sms/pages/SmsLogsPage.tsx')),
  },
  {
    path: '/admins',
    title: '管理员',
    permission: 'admins.view',
    menu: { icon: <TeamOutlined />, group: '系统' },
    page: lazy(() => import('../features/admins/pages/AdminsPage.tsx')),
  },
  {
    path: '/roles',
    title: '角色',
    permission: 'admins.view',
    menu: { icon: <SafetyOutlined />, group: '系统' },
    page: lazy(() => import('../features/admins/pages/RolesPage.tsx')),
  },
  {
    path: '/audit-logs',
    title: '操作日志',
    permission: 'audit.view',
    menu: { icon: <AuditOutlined />, group: '系统' },
    page: lazy(() => import('../features/audit/pages/AuditLogPage.tsx')),
  },
  {
    path: '/account',
    title: '我的账号',
    permission: null,
    page: lazy(() => import('../features/account/pages/AccountPage.tsx')),
  },
];

/** Where an administrator lands: the first screen of the menu they may open, or their account. */
export function homePath(can: (p: Permission) => boolean): string {
  return (
    consoleRoutes.find((r) => r.menu && (r.permission === null || can(r.permission)))?.path ?? '/account'
  );
}
