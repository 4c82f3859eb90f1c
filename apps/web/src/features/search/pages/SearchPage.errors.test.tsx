import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import { initialFeatures } from '../../../lib/features.ts';
import { useFeatures } from '../../../stores/features.ts';
import SearchPage from './SearchPage.tsx';
import { server } from '../../../../test/msw.ts';

let down = false;
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v3/search', () =>
      down
        ? HttpResponse.error()
        : HttpResponse.json(
            ok({
              data: [{ id: 1, resource_type: 'vod', resource_id: 10, title: 'Python 入门', p: '' }],
              total: 1,
            }),
          ),
    ),
  ),
);
beforeEach(() => {
  down = false;
  useFeatures.setState({ features: initialFeatures });
});

describe('SearchPage when the search fails', () => {
  it('says 加载失败 rather than "nothing found", and 重试 shows the results once back', async () => {
    down = true;
    const { user } = renderWithProviders(<SearchPage />, { route: '/search?keywords=python' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '暂无数据' })).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    const results = await screen.findByRole('list', { name: '搜索结果' });
    expect(results).toHaveTextContent('【录播课】Python 入门');
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });
});
