import type { AdminUploadedImage, LinkItem, SliderItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, refuse, renderScreen, server, whole } from '../../../../test/render.tsx';
import LinksPage from './LinksPage.tsx';
import SlidersPage from './SlidersPage.tsx';

const AT = '2026-11-28T10:00:00+08:00';
const LINKS: LinkItem[] = [
  { id: 1, name: '合作伙伴', url: 'https://a.example.com', sort: 1, created_at: AT, updated_at: AT },
  { id: 2, name: '开源社区', url: 'https://b.example.com', sort: 2, created_at: AT, updated_at: AT },
];
const SLIDERS: SliderItem[] = [
  {
    id: 5,
    thumb: '/uploads/console/a.png',
    url: '/courses',
    platform: 'PC',
    sort: 1,
    created_at: AT,
    updated_at: AT,
  },
];

describe('LinksPage', () => {
  it('lists, reorders with 上移 and creates a link', async () => {
    let order: unknown;
    let created: unknown;
    server.use(
      onGet('/links', whole(LINKS)),
      onWrite('put', '/links/order', whole(LINKS), { seen: (j) => (order = j) }),
      onWrite('post', '/links', LINKS[0], { status: 201, seen: (j) => (created = j) }),
    );
    const { user } = renderScreen(<LinksPage />, { route: '/home/links', me: 'super' });
    await screen.findByRole('list', { name: '友情链接顺序' });
    await user.click(screen.getByRole('button', { name: '上移：开源社区' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(order).toEqual({ ids: [2, 1] });
    await user.click(screen.getByRole('button', { name: '新建友情链接' }));
    const form = await screen.findByRole('form', { name: '新建友情链接' });
    await user.type(within(form).getByLabelText('名称'), '新伙伴');
    await user.click(within(form).getByLabelText('链接'));
    await user.paste('https://c.example.com');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(created).toEqual({ name: '新伙伴', url: 'https://c.example.com' });
  });

  it('shows a load failure, and no writes to a view-only role', async () => {
    server.use(refuse('get', '/links', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<LinksPage />, { route: '/home/links', me: ['home.view'] });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建友情链接' })).not.toBeInTheDocument();
  });
});

describe('SlidersPage', () => {
  it('shows the sliders and creates one from an uploaded image', async () => {
    let created: unknown;
    server.use(
      onGet('/sliders', whole(SLIDERS)),
      http.post('*/admin/api/uploads/images', () =>
        HttpResponse.json<AdminUploadedImage>(
          { url: 'http://site.test/uploads/console/b.png', path: '/uploads/console/b.png' },
          { status: 201 },
        ),
      ),
      onWrite('post', '/sliders', SLIDERS[0], { status: 201, seen: (j) => (created = j) }),
    );
    const { user } = renderScreen(<SlidersPage />, { route: '/home/sliders', me: 'super' });
    const l = await screen.findByRole('list', { name: '轮播图顺序' });
    expect(within(l).getByRole('img', { name: '轮播图 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建轮播图' }));
    const form = await screen.findByRole('form', { name: '新建轮播图' });
    await user.upload(
      within(form).getByLabelText('图片'),
      new File([new Uint8Array([0x89])], 'a.png', { type: 'image/png' }),
    );
    await within(form).findByRole('img', { name: '轮播图预览' });
    await user.type(within(form).getByLabelText('点击后打开'), '/vip');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(created).toEqual({ thumb: 'http://site.test/uploads/console/b.png', url: '/vip', platform: 'PC' });
  });

  it('is empty when there are none', async () => {
    server.use(onGet('/sliders', whole([])));
    renderScreen(<SlidersPage />, { route: '/home/sliders', me: 'super' });
    expect(await screen.findByText('还没有轮播图')).toBeInTheDocument();
  });
});
