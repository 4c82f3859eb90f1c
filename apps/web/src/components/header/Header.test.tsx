import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flags, token } from '../../lib/storage.ts';
import { useDialogs } from '../../stores/dialogs.ts';
import { initialFeatures } from '../../lib/features.ts';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';
import { Header } from './Header.tsx';
import { authApi } from '../../../test/handlers/auth.ts';
import { memberApi } from '../../../test/handlers/member.ts';
import { systemApi } from '../../../test/handlers/system.ts';
import { makeMember } from '../../../test/factories/member.ts';
import { makeNav } from '../../../test/factories/system.ts';
import { server } from '../../../test/msw.ts';
import { cachedMember, currentUrl, loginAs, renderWithProviders } from '../../../test/render.tsx';

const navs = [
  makeNav(1, '首页', '/'),
  makeNav(2, '录播课', '/courses', {
    children: [
      { ...makeNav(21, '免费课', '/courses?scene=free'), parent_id: 2 },
      { ...makeNav(22, '官方博客', 'https://blog.example.com', { blank: 1 }), parent_id: 2 },
    ],
  }),
  makeNav(3, '帮助中心', 'https://help.example.com', { blank: 1 }),
  makeNav(4, '关于我们', 'https://about.example.com', { blank: 0 }),
];

let unreadCount = 0;
const logoutCalls: string[] = [];
beforeEach(() =>
  server.use(
    systemApi.navs(() => navs),
    memberApi.unreadCount(() => unreadCount),
    authApi.logout(({ request }) => {
      logoutCalls.push(request.headers.get('authorization') ?? '');
      return [];
    }),
  ),
);

afterEach(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  unreadCount = 0;
  logoutCalls.length = 0;
});

function logIn() {
  token.set('tok-1');
  loginAs(makeMember());
}

describe('Header, logged out', () => {
  it('shows logo, search, VIP, 我的学习, 登录 and 注册, and opens the right dialogs', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/courses' });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('img', { name: '学堂在线' })).toHaveAttribute(
      'src',
      '/images/logo.png',
    );
    expect(within(header).getByRole('link', { name: /VIP会员/ })).toHaveAttribute('href', '/vip');
    expect(within(header).getByPlaceholderText('请输入关键字')).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: /我的学习/ }));
    expect(useDialogs.getState().open).toBe('login');
    await user.click(within(header).getByRole('button', { name: /注\s*册/ }));
    expect(useDialogs.getState().open).toBe('register');
    await user.click(within(header).getByRole('button', { name: /登\s*录/ }));
    expect(useDialogs.getState().open).toBe('login');
    expect(within(header).queryByText('安全退出')).not.toBeInTheDocument();
    // The two words read as written (no space inserted between the two characters).
    expect(within(header).getByText('登录')).toBeInTheDocument();
    expect(within(header).getByText('注册')).toBeInTheDocument();
  });

  it('hides the VIP link when the vip switch is off', async () => {
    useFeatures.setState({ features: { ...initialFeatures, vip: false } });
    renderWithProviders(<Header />);
    await screen.findByRole('img', { name: '学堂在线' });
    expect(screen.queryByRole('link', { name: /VIP会员/ })).not.toBeInTheDocument();
  });
});

describe('Header navigation', () => {
  it('renders server navs: in-app links, external links per blank, children, the active section', async () => {
    renderWithProviders(<Header />, { route: '/courses/detail/3' });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    const courses = within(nav).getByRole('link', { name: '录播课' });
    expect(courses).toHaveAttribute('href', '/courses');
    const help = within(nav).getByRole('link', { name: '帮助中心' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    const about = within(nav).getByRole('link', { name: '关于我们' });
    expect(about).toHaveAttribute('href', 'https://about.example.com');
    expect(about).not.toHaveAttribute('target');
    // The current section is highlighted, and only it.
    expect(courses).toHaveAttribute('aria-current', 'true');
    expect(courses.closest('li')).toHaveClass('site-nav__item--active');
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');

    // A nav with children is a submenu whose title still links to the parent url; the children are closed.
    const toggle = within(nav).getByRole('button', { name: '录播课子菜单' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: '免费课' })).not.toBeInTheDocument();
  });

  it('opens a submenu on hover and from the keyboard, and closes it with Escape', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/' });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await user.hover(within(nav).getByRole('link', { name: '录播课' }));
    expect(within(nav).getByRole('link', { name: '免费课' })).toHaveAttribute('href', '/courses?scene=free');
    const blog = within(nav).getByRole('link', { name: '官方博客' });
    expect(blog).toHaveAttribute('target', '_blank');
    await user.unhover(within(nav).getByRole('link', { name: '录播课' }));
    expect(within(nav).queryByRole('link', { name: '免费课' })).not.toBeInTheDocument();

    const toggle = within(nav).getByRole('button', { name: '录播课子菜单' });
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(nav).getByRole('link', { name: '免费课' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Header search', () => {
  it('warns on an empty keyword and otherwise opens /search with the keyword', async () => {
    const { user, router } = renderWithProviders(<Header />, { route: '/courses' });
    const box = screen.getByPlaceholderText('请输入关键字');
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('请输入关键字后再搜索')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/courses');

    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(currentUrl(router)).toBe('/courses');

    await user.clear(box);
    await user.type(box, 'Python 入门{Enter}');
    expect(currentUrl(router)).toBe('/search?keywords=Python+%E5%85%A5%E9%97%A8');
    expect(new URLSearchParams(router.state.location.search).get('keywords')).toBe('Python 入门');
    expect(box).toHaveValue('');
  });
});

describe('Header search box', () => {
  it('has a clear button while there is text', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/courses' });
    const box = screen.getByPlaceholderText('请输入关键字');
    expect(screen.queryByRole('button', { name: '清空关键字' })).not.toBeInTheDocument();
    await user.type(box, 'Java');
    await user.click(screen.getByRole('button', { name: '清空关键字' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: '清空关键字' })).not.toBeInTheDocument();
  });
});

describe('Header, logged in', () => {
  it('shows the avatar and nick_name with 用户中心, 我的消息 and 安全退出', async () => {
    logIn();
    const { user } = renderWithProviders(<Header />, { route: '/courses' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('学习达人')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^登\s*录$/ })).not.toBeInTheDocument();
    await user.hover(within(header).getByText('学习达人'));
    expect(await screen.findByRole('link', { name: '用户中心' })).toHaveAttribute('href', '/member');
    expect(screen.getByRole('link', { name: /我的消息/ })).toHaveAttribute('href', '/member/messages');
    expect(screen.getByText('安全退出')).toBeInTheDocument();
  });

  it('opens the account menu from the keyboard and closes it with Escape', async () => {
    logIn();
    const { user } = renderWithProviders(<Header />, { route: '/courses' });
    const button = screen.getByRole('button', { name: '学习达人 的账户菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: '用户中心' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '用户中心' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: '用户中心' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '用户中心' }));
    expect(screen.queryByRole('link', { name: '用户中心' })).not.toBeInTheDocument();
  });

  it('shows the user icon when the avatar is missing or fails to load', async () => {
    logIn();
    renderWithProviders(<Header />, { route: '/courses' });
    const button = screen.getByRole('button', { name: '学习达人 的账户菜单' });
    const img = button.querySelector('img');
    expect(img).not.toBeNull();
    if (img) fireEvent.error(img);
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('.anticon-user')).not.toBeNull();
  });

  it('我的学习 goes to the study centre', async () => {
    logIn();
    const { user, router } = renderWithProviders(<Header />, { route: '/courses' });
    await user.click(screen.getByRole('button', { name: /我的学习/ }));
    expect(currentUrl(router)).toBe('/study-center');
    expect(useDialogs.getState().open).toBeNull();
  });

  it('shows the unread dot when the count is non-zero', async () => {
    unreadCount = 3;
    logIn();
    const { user } = renderWithProviders(<Header />, { route: '/courses' });
    const button = screen.getByRole('button', { name: '学习达人 的账户菜单' });
    await waitFor(() => expect(button.querySelector('[aria-label="有未读消息"]')).not.toBeNull());
    await user.hover(screen.getByText('学习达人'));
    expect(await screen.findByText('（有未读消息）')).toBeInTheDocument();
    expect(useSession.getState().freshUnread).toBe(true);
  });

  it('a zero count shows no dot and clears freshUnread', async () => {
    unreadCount = 0;
    logIn();
    renderWithProviders(<Header />, { route: '/courses' });
    await waitFor(() => expect(useSession.getState().freshUnread).toBe(false));
    expect(screen.queryByText('（有未读消息）')).not.toBeInTheDocument();
    expect(document.querySelector('header [aria-label="有未读消息"]')).toBeNull();
  });

  it('安全退出 posts logout, clears the session, toasts, then goes home after 800 ms', async () => {
    logIn();
    flags.setBindMobile(true);
    const { user, router } = renderWithProviders(<Header />, { route: '/courses?page=2' });
    await user.hover(screen.getByText('学习达人'));
    const item = await screen.findByText('安全退出');
    // The 800 ms timer is held so the test, not the machine's speed, decides when it fires.
    const realSetTimeout = window.setTimeout;
    const timeouts = vi
      .spyOn(window, 'setTimeout')
      .mockImplementation(((fn: () => void, ms?: number) =>
        ms === 800 ? 0 : realSetTimeout(fn, ms)) as typeof window.setTimeout);
    fireEvent.click(item);

    expect(await screen.findByText('已安全退出')).toBeInTheDocument();
    expect(logoutCalls).toEqual(['Bearer tok-1']);
    expect(cachedMember()).toBeUndefined();
    expect(useSession.getState().isLogin).toBe(false);
    expect(token.get()).toBeNull();
    expect(flags.bindMobilePending()).toBe(false);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /^登\s*录$/ })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/courses?page=2');

    // The way home is scheduled 800 ms later, not taken at once.
    const delayed = timeouts.mock.calls.find(([, ms]) => ms === 800);
    expect(delayed).toBeDefined();
    timeouts.mockRestore();
    await act(async () => {
      const callback = delayed?.[0];
      if (typeof callback === 'function') callback();
    });
    expect(currentUrl(router)).toBe('/');
  });
});
