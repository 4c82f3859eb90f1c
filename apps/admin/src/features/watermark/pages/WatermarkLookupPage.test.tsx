import type { WatermarkLookupReply } from '@meedu/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, refuse, renderScreen, server } from '../../../../test/render.tsx';
import WatermarkLookupPage from './WatermarkLookupPage.tsx';

const found: WatermarkLookupReply = {
  code: 'K7M2QX9P',
  member: { id: 42, nick_name: '小王', mobile: '13800000000' },
  grants: [
    {
      id: 9,
      video_id: 3,
      video_title: '第一节 入门',
      course_title: 'React 实战',
      ip: '203.0.113.7',
      created_at: '2026-11-28T10:00:00+08:00',
    },
  ],
};

describe('WatermarkLookupPage', () => {
  it('looks a typed code up (in capitals) and shows the member and the grants that showed it', async () => {
    const asked: string[] = [];
    server.use(
      onGet('/watermark/lookup', (_r, url) => {
        asked.push(url.searchParams.get('code') ?? '');
        return found;
      }),
    );
    const { user, router } = renderScreen(<WatermarkLookupPage />, {
      route: '/watermark',
      me: ['members.view'],
    });
    await user.click(screen.getByLabelText('水印编码'));
    await user.paste('k7m2qx9p');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?code=K7M2QX9P'));
    expect(await screen.findByRole('link', { name: '小王（ID 42）' })).toHaveAttribute('href', '/members/42');
    const row = within(screen.getByRole('table', { name: '最近的播放授权' }))
      .getByText('203.0.113.7')
      .closest('tr')!;
    expect(row).toHaveTextContent('2026-11-28 10:00');
    expect(row).toHaveTextContent('React 实战');
    expect(row).toHaveTextContent('第一节 入门');
    expect(asked).toEqual(['K7M2QX9P']);
  });

  it('says so when no member has the code', async () => {
    server.use(refuse('get', '/watermark/lookup', 404, { message: '水印编码不存在' }));
    renderScreen(<WatermarkLookupPage />, { route: '/watermark?code=ZZZZZZZZ', me: ['members.view'] });
    expect(await screen.findByText('没有找到水印编码 ZZZZZZZZ')).toBeInTheDocument();
  });
});
