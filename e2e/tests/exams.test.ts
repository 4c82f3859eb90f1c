import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  PaperListReply,
  PracticeChapterReply,
  PracticeDetailReply,
  PracticeListReply,
  QuestionReply,
} from '@meedu/contract';
import { DEMO, apiCall, apiGet, passwordLogin } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const POLL = { timeout: 15_000 };
const suite = browserSuite();
let token = '';

beforeAll(async () => {
  token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
});

/** A new browser context with the demo student's token in localStorage before the app starts. */
const fresh = () => suite.newPage({ token });

const get = <T>(path: string) => apiGet<T>(baseURL, path, token);

async function paperId(title: string): Promise<number> {
  const list = await get<PaperListReply>('/addons/Paper/api/v1/papers?page=1&page_size=50');
  const p = list.data.data.find((x) => x.title === title);
  if (!p) throw new Error(`no demo paper ${title}`);
  return p.id;
}

const saved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/submit/single') && r.request().method() === 'POST' && r.ok(),
  );

const sheet = (page: Page) => page.getByRole('navigation', { name: '答题卡' });

/** The first option (radio) of the n-th question on the play page. */
const firstOption = (page: Page, n: number) =>
  page
    .locator('main > section.ex-question')
    .nth(n - 1)
    .getByRole('radio')
    .first();

describe('exams in Chromium', () => {
  it('takes a paper end to end: answers kept across a reload and a lost connection, hand-in, marks, review', async () => {
    const id = await paperId('Python 语法基础测验');
    const page = await fresh();
    const errors = trackPageErrors(page);
    await page.goto(`/exam/papers/detail/${id}`);
    await page.getByRole('button', { name: '立即考试' }).click();
    await page.waitForURL(/\/exam\/papers\/play\?id=\d+&pid=\d+/);
    const pid = Number(new URL(page.url()).searchParams.get('pid'));
    await expect
      .poll(() => page.getByRole('timer', { name: '倒计时' }).textContent(), POLL)
      .toMatch(/倒计时：00时(20|19)分/);

    // Answer question 1 (single choice): saved at once.
    const save1 = saved(page);
    await firstOption(page, 1).click();
    await save1;
    await expect
      .poll(
        () =>
          sheet(page)
            .getByRole('button', { name: /^第1题/ })
            .getAttribute('aria-label'),
        POLL,
      )
      .toBe('第1题 已保存');

    // Reload midway: the answer is still there, from the server.
    await page.reload();
    await expect.poll(() => firstOption(page, 1).getAttribute('aria-checked'), POLL).toBe('true');

    // Lose the network, answer question 5: kept here and shown as waiting.
    await page.context().setOffline(true);
    await firstOption(page, 5).click();
    await expect
      .poll(
        () =>
          sheet(page)
            .getByRole('button', { name: /^第5题/ })
            .getAttribute('aria-label'),
        POLL,
      )
      .toBe('第5题 待保存');
    await expect
      .poll(() => page.getByRole('status').first().textContent(), POLL)
      .toContain('网络恢复后自动提交');
    expect(await page.evaluate((k) => localStorage.getItem(k), `meedu-exam-queue:paper:${pid}`)).toContain(
      '"question_id"',
    );

    // Back online: the queued answer is sent.
    const save5 = saved(page);
    await page.context().setOffline(false);
    await save5;
    await expect.poll(() => page.getByRole('status').first().textContent(), POLL).toBe('答案已全部保存');

    // Hand in: the confirmation names the unanswered questions.
    await page.getByRole('button', { name: '立即交卷' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认要交卷吗' });
    await expect.poll(() => confirm.textContent(), POLL).toContain('还有4道题未做，确认要交卷吗？');
    await expect.poll(() => confirm.textContent(), POLL).toContain('未作答：第2题、第3题、第4题、第6题');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    // With a Q&A answered the paper waits for marking; unanswered, the server grades it at once.
    const outcome = page
      .getByText(/此次在线考试包含主观题，等待老师阅卷后查看成绩|考试结束，得分：\d+/)
      .first();
    await outcome.waitFor();
    if ((await outcome.textContent())?.includes('主观题')) {
      await page.getByRole('button', { name: '我知道了' }).click();
      // A teacher marks it (the demo grading endpoint); the review then shows the score and the marks.
      const graded = await apiCall(baseURL, 'POST', `/__dev/paper/grade/${pid}`, { scores: {} });
      expect(graded.code).toBe(0);
      await page.goto(`/exam/papers/play?id=${id}&pid=${pid}`);
    }
    await page.getByText(/考试得分：\d+分/).waitFor();
    const labels = await sheet(page)
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels).toHaveLength(6);
    expect(labels.some((l) => /正确|错误/.test(l ?? ''))).toBe(true);
    expect(await page.getByText(/^答案：/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('the two-minute quiz hands itself in at zero', async () => {
    const id = await paperId('Python 两分钟随堂小测');
    const page = await fresh();
    // The page's clock is Playwright's, so two minutes pass at once; the deadline still comes from the server.
    await page.clock.install();
    await page.goto(`/exam/papers/detail/${id}`);
    await page.getByRole('button', { name: '立即考试' }).click();
    await page.waitForURL(/\/exam\/papers\/play/);
    await expect.poll(() => page.getByRole('timer').textContent(), POLL).toMatch(/倒计时：00时0[12]分/);
    const handIn = expectLater(page.waitForRequest((r) => r.url().includes('/submit/all')));
    await page.clock.fastForward('02:05');
    await handIn;
    await page.getByText(/考试结束，得分：\d+/).waitFor();
    await page.getByText(/考试得分：\d+分/).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
  });

  it('practises a chapter, and clears a wrong answer from the wrong book', async () => {
    const practices = await get<PracticeListReply>('/addons/Paper/api/v1/practices?page=1&page_size=50');
    const practice = practices.data.data[0];
    if (!practice) throw new Error('no demo practice');
    const detail = await get<PracticeDetailReply>(`/addons/Paper/api/v1/practice/${practice.id}`);
    const chapter = detail.chapters[0];
    if (!chapter) throw new Error('no chapter');
    const session = await get<PracticeChapterReply>(
      `/addons/Paper/api/v1/practice/${practice.id}/join/${chapter.id}`,
    );

    const page = await fresh();
    await page.goto(`/exam/practice/detail/${practice.id}`);
    await page.getByRole('button', { name: chapter.name }).click();
    await page.waitForURL(/\/exam\/practice\/play\?practiceId=\d+&chapterId=\d+/);
    await page.getByRole('heading', { name: practice.name }).waitFor();

    // Walk the chapter; at the first true/false pick the wrong option (it reveals and is recorded).
    let wrongId = 0;
    for (let i = 0; i < session.qid_arr.length && !wrongId; i += 1) {
      const qid = session.qid_arr[i] ?? 0;
      const { question } = await get<QuestionReply>(
        `/addons/Paper/api/v1/practice/${practice.id}/join/question/${qid}`,
      );
      await page.locator('section.ex-question').first().waitFor();
      if (question.type === 5) {
        const recorded = expectLater(
          page.waitForResponse((r) => r.url().includes(`/question/${qid}/answer`) && r.ok()),
        );
        await page.getByRole('radio', { name: Number(question.answer) === 1 ? '错误' : '正确' }).click();
        await recorded;
        await page.getByText(/^答案：(正确|错误)$/).waitFor();
        wrongId = qid;
      } else {
        const recorded = expectLater(
          page.waitForResponse((r) => r.url().includes(`/question/${qid}/answer`) && r.ok()),
        );
        if (question.type === 1) await page.getByRole('radio').first().click();
        else await page.getByRole('button', { name: '对答案' }).click();
        await recorded;
        await page.getByRole('button', { name: '下一题' }).click();
      }
    }
    expect(wrongId).toBeGreaterThan(0);

    // The wrong book has it; remove it there.
    await page.goto('/exam/wrongbook');
    await page.getByRole('button', { name: /判断题/ }).click();
    await page.waitForURL(/\/exam\/wrongbook\/play\?type=5/);
    await page.getByRole('heading', { name: '试题错题本' }).waitFor();
    // The sheet and the question arrive together, after the heading: count once the question is there.
    const removeButton = page.getByRole('button', { name: '移出错题本' });
    await removeButton.waitFor();
    const before = await sheet(page).getByRole('button').count();
    expect(before).toBeGreaterThan(0);
    await removeButton.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '是否将此题从错题本移除？' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('操作成功，下次进入将不会看到该试题').waitFor();
    await expect
      .poll(() => page.getByRole('navigation', { name: '答题卡' }).getByRole('button').count(), POLL)
      .toBe(before - 1);
  });
});
