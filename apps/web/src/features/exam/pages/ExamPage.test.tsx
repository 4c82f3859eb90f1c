import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExamStatsReply } from '@meedu/contract';
import { examApi } from '../../../../test/handlers/exam.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute } from '../../../../test/render.tsx';

const stats: ExamStatsReply = {
  papers_count: 4,
  mock_papers_count: 1,
  practices_count: 2,
  practice_chapters_count: 3,
  wrong_book_count: 5,
  collection_count: 6,
};
const down = outage();

beforeEach(() => {
  server.use(examApi.stats(down.reply(stats)));
});

describe('ExamPage (/exam)', () => {
  it('shows the five tiles with their counters', async () => {
    await renderRoute('/exam');
    expect(await screen.findByRole('button', { name: '在线考试4套试卷' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '模拟考试1套试卷' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '练习模式2套练习3个章节' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '考试错题本5道题' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏习题6道题' })).toBeInTheDocument();
  });

  it('a visitor is asked to log in; a member goes to the list', async () => {
    const visitor = await renderRoute('/exam');
    await visitor.user.click(await screen.findByRole('button', { name: /^在线考试/ }));
    expect(currentUrl(visitor.router)).toBe('/login?redirect=%2Fexam');
    visitor.unmount();

    loginAs(makeMember());
    const member = await renderRoute('/exam');
    await member.user.click(await screen.findByRole('button', { name: /^练习模式/ }));
    expect(currentUrl(member.router)).toBe('/exam/practice');
  });

  it('zeros until loaded, and 加载失败 with 重试 when the counters fail', async () => {
    down.start();
    const { user } = await renderRoute('/exam');
    expect(screen.getByRole('button', { name: '在线考试0套试卷' })).toBeInTheDocument();
    expect(await findLoadFailure()).toBeInTheDocument();
    down.end();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '在线考试4套试卷' })).toBeInTheDocument());
  });
});
