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
  CommentOutlined,
  CrownOutlined,
  DashboardOutlined,
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
  ThunderboltOutlined,
  UsergroupAddOutlined,
  ShareAltOutlined,
  WalletOutlined,
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
