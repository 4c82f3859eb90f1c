import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { token } from '../../../lib/storage.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeLearnedCourseRow } from '../../../../test/factories/study.ts';
import { studyApi } from '../../../../test/handlers/study.ts';
import { expectLoadFailureRecovers, outage } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs } from '../../../../test/render.tsx';

const learned = outage();
beforeEach(() => {
  token.set('tok');
  loginAs(makeMember());
  const row = makeLearnedCourseRow(1, { is_subscribe: 0, last_view_video: [] });
  server.use(studyApi.learnedCourses(learned.reply({ data: [row], total: 1 })));
});

describe('StudyCenterPage when the list fails', () => {
  it('says 加载失败 instead of the empty state; 重试 shows the list once back', () =>
    expectLoadFailureRecovers('/study-center', learned, {
      meanwhile: () => expect(screen.queryByRole('status', { name: '暂无数据' })).not.toBeInTheDocument(),
      back: async () =>
        expect(
          within(await screen.findByRole('list', { name: '学习列表' })).getByText('在学课程1'),
        ).toBeInTheDocument(),
    }));
});
