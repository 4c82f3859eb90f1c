import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { studyApi } from '../../../../test/handlers/study.ts';
import { expectLoadFailureRecovers, outage } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';

const search = outage();
beforeEach(() =>
  server.use(
    studyApi.search(
      search.reply({
        data: [{ id: 1, resource_type: 'vod', resource_id: 10, title: 'Python 入门', p: '' }],
        total: 1,
      }),
    ),
  ),
);

describe('SearchPage when the search fails', () => {
  it('says 加载失败 rather than "nothing found", and 重试 shows the results once back', () =>
    expectLoadFailureRecovers('/search?keywords=python', search, {
      meanwhile: () => expect(screen.queryByRole('status', { name: '暂无数据' })).not.toBeInTheDocument(),
      back: async () =>
        expect(await screen.findByRole('list', { name: '搜索结果' })).toHaveTextContent(
          '【录播课】Python 入门',
        ),
    }));
});
