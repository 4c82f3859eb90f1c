import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { slidersQuery } from '../api/home-sliders.ts';
import { makeSlider, makeVodBlock } from '../../../../test/factories/home.ts';
import { homeApi } from '../../../../test/handlers/home.ts';
import { marketingApi } from '../../../../test/handlers/marketing.ts';
import { expectLoadFailureRecovers, outage } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { queryAnswered, renderRoute } from '../../../../test/render.tsx';

const blocks = [
  makeVodBlock(1, 1, '精选录播课', [
    { id: 11, title: 'Python 入门', thumb: '/c11.png', charge: 0, is_free: 1, category: null },
  ]),
];

const blocksOutage = outage();
const slidersOutage = outage();
beforeEach(() =>
  server.use(
    homeApi.sliders(slidersOutage.reply([makeSlider(1, '/courses')])),
    homeApi.blocks(blocksOutage.reply(blocks)),
    homeApi.latestAnnouncement([]),
    marketingApi.signInStatus({ is_submit: 0 }),
  ),
);

describe('HomePage when a request fails', () => {
  it('failed blocks say 加载失败 with a retry that brings them once the server is back', async () => {
    await expectLoadFailureRecovers('/', blocksOutage, {
      meanwhile: async () =>
        expect(await screen.findByRole('region', { name: '轮播图' })).toBeInTheDocument(),
      back: () => screen.findByRole('heading', { name: '精选录播课' }),
    });
    expect(screen.getByText('Python 入门')).toBeInTheDocument();
  });

  it('a failed carousel stays away quietly while the blocks show', async () => {
    slidersOutage.start();
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: '精选录播课' })).toBeInTheDocument();
    await queryAnswered(slidersQuery.queryKey);
    expect(screen.queryByRole('region', { name: '轮播图' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });
});
