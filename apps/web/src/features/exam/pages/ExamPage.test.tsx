import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExamStatsReply } from '@meedu/contract';
import {
  currentUrl,
  loginAs,
  makeMember,
  ok,
  renderWithProviders,
  server,
} from '../../../../test/render.tsx';
import ExamPage from './ExamPage.tsx';

const stats: ExamStatsReply = {
  papers_count: 4,
  mock_papers_count: 1,
  practices_count: 2,
  practice_chapters_count: 3,
  wrong_book_count: 5,
  collection_count: 6,
};
let down = false;

beforeEach(() => {
  down = false;
  server.use(
    http.get('*/addons/Paper/api/v2/stats/index', () =>
      down ? HttpResponse.error() : HttpResponse.json(ok(stats)),
    ),
  );
});

describe('ExamPage (/exam)', () => {
  it('shows the five tiles with their counters', async () => {
    renderWithProviders(<ExamPage />, { route: '/exam' });
    expect(await screen.findByRole('button', { name: '在线考试4套试卷' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '模拟考试1套试卷' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '练习模式2套练习3个章节' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '考试错题本5道题' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏习题6道题' })).toBeInTheDocument();
  });

  it('a visitor is asked to log in; a member goes to the list', async () => {
    const visitor = renderWithProviders(<ExamPage />, { route: '/exam' });
    await visitor.user.click(await screen.findByRole('button', { name: /^在线考试/ }));
    expect(currentUrl(visitor.router)).toBe('/login?redirect=%2Fexam');
    visitor.unmount();

    loginAs(makeMember());
    const member = renderWithProviders(<ExamPage />, { route: '/exam' });
    await member.user.click(await screen.findByRole('button', { name: /^练习模式/ }));
    expect(currentUrl(member.router)).toBe('/exam/practice');
  });

  it('zeros until loaded, and 加载失败 with 重试 when the counters fail', async () => {
    down = true;
    const { user } = renderWithProviders(<ExamPage />, { route: '/exam' });
    expect(screen.getByRole('button', { name: '在线考试0套试卷' })).toBeInTheDocument();
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '在线考试4套试卷' })).toBeInTheDocument());
  });
});
