import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeLaravelPage } from '../../../../test/factories/common.ts';
import { makeCourseCategory, makeCourseListItem } from '../../../../test/factories/course.ts';
import { courseApi } from '../../../../test/handlers/course.ts';
import { expectLoadFailureRecovers, outage } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';

const list = outage();
const categories = outage();
beforeEach(() =>
  server.use(
    courseApi.categories(categories.reply([makeCourseCategory(3, '编程')])),
    courseApi.list(list.reply(makeLaravelPage([makeCourseListItem(1, { title: '课程一' })]))),
  ),
);

describe('CoursesPage when a request fails', () => {
  it('the list says 加载失败 instead of the empty state; 重试 shows the courses once back', () =>
    expectLoadFailureRecovers('/courses', list, {
      meanwhile: async () => {
        expect(screen.queryByRole('status', { name: '暂无数据' })).not.toBeInTheDocument();
        // The categories still came.
        expect(await screen.findByRole('button', { name: '编程' })).toBeInTheDocument();
      },
      back: () => screen.findByText('课程一'),
    }));

  it('failed categories get their own retry while the list shows', () =>
    expectLoadFailureRecovers('/courses', categories, {
      meanwhile: async () => {
        expect(await screen.findByText('课程一')).toBeInTheDocument();
        expect(screen.queryByRole('group', { name: '分类：' })).not.toBeInTheDocument();
      },
      back: () => screen.findByRole('button', { name: '编程' }),
    }));
});
