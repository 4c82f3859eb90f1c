import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAnnouncement } from '../../../../test/factories/home.ts';
import { homeApi } from '../../../../test/handlers/home.ts';
import { expectLoadFailureRecovers, outage } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';

const row = makeAnnouncement(3, '平台升级公告', {
  announcement: '<p>正文 平台升级公告</p>',
  created_at: '2024-02-21T09:46:33.000000Z',
});
const list = outage();
const detail = outage();
beforeEach(() =>
  server.use(
    homeApi.announcements(list.reply({ data: [row], total: 1 })),
    homeApi.announcement(':id', detail.reply(row)),
  ),
);

describe('AnnouncementPage when a request fails', () => {
  it('a failed list (no id) shows one 加载失败 with a retry that brings the latest', () =>
    expectLoadFailureRecovers('/announcement', list, {
      meanwhile: () => expect(screen.getAllByRole('alert', { name: '加载失败' })).toHaveLength(1),
      back: () => screen.findByText('正文 平台升级公告'),
    }));

  it('a failed detail is a load failure, not 公告不存在', () =>
    expectLoadFailureRecovers('/announcement?id=3', detail, {
      meanwhile: () => expect(screen.queryByText('公告不存在或已被删除')).not.toBeInTheDocument(),
      back: () => screen.findByText('正文 平台升级公告'),
    }));
});
