import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featuresFromAddons } from '../../lib/features.ts';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';
import { MemberNav } from './MemberNav.tsx';
import { memberApi } from '../../../test/handlers/member.ts';
import { server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';

let unread = 0;
beforeEach(() => server.use(memberApi.unreadCount(() => unread)));
afterEach(() => {
  unread = 0;
});

describe('MemberNav', () => {
  it('shows only the always-on items with every addon off, and highlights the current page', async () => {
    renderWithProviders(<MemberNav />, { route: '/member/messages' });
    expect(screen.getByRole('link', { name: '用户中心' })).toHaveAttribute('href', '/member');
    expect(screen.getByRole('link', { name: '所有订单' })).toHaveAttribute('href', '/member/orders');
    expect(screen.getByRole('link', { name: '我的消息' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '我的积分' })).toHaveAttribute('href', '/member/credit1-free');
    expect(screen.getByText('其他')).toBeInTheDocument();
    for (const hidden of ['我的证书', '试题', '我的考试', '我的问答', '邀请推广', '兑换课程', '积分商城'])
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
  });

  it('follows the feature switches (credit mall from Credit1Mall, not DaySignIn)', () => {
    useFeatures.setState({
      features: featuresFromAddons([
        'Paper',
        'Cert',
        'Wenda',
        'MultiLevelShare',
        'CodeExchanger',
        'Credit1Mall',
      ]),
    });
    renderWithProviders(<MemberNav />, { route: '/member' });
    for (const [name, href] of [
      ['我的证书', '/member/certs'],
      ['我的考试', '/member/paper'],
      ['我的模考', '/member/mockpaper'],
      ['试题错题', '/exam/wrongbook'],
      ['我的练习', '/member/practice'],
      ['收藏习题', '/exam/collection'],
      ['我的问答', '/member/questions'],
      ['邀请推广', '/share'],
      ['兑换课程', '/member/code-exchanger'],
      ['积分商城', '/member/credit1-records'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.queryByText('我的积分')).not.toBeInTheDocument();
  });

  it('shows the unread dot when logged in with unread messages', async () => {
    useSession.setState({ isLogin: true });
    unread = 3;
    renderWithProviders(<MemberNav />, { route: '/member' });
    expect(await screen.findByLabelText('有未读消息')).toBeInTheDocument();
  });
});
