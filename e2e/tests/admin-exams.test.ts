import type { PaperListReply } from '@meedu/contract';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO, apiGet, passwordLogin } from '../support/api.ts';
import { trackPageErrors } from '../support/browser.ts';
import { consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();
const stamp = Date.now().toString(36);
const QA_STEM = `简述浏览器测试的意义 ${stamp}`;
const SINGLE_STEM = `浏览器测试用哪个内核 ${stamp}`;
const PAPER = `浏览器阅卷测验 ${stamp}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-e2e-exams-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The operator's spreadsheet, made as a spreadsheet program would: the template's headers, one row per question. */
async function questionSheet(): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('试题');
  sheet.addRow(['题型', '分类', '难度', '分数', '题干', '选项A', '选项B', '选项C', '答案', '解析']);
  sheet.addRow(['单选题', '', '简单', 2, SINGLE_STEM, 'Chromium', 'Trident', 'Presto', 'A', '']);
  sheet.addRow(['问答题', '', '困难', 10, QA_STEM, '', '', '', '', '由老师阅卷']);
  const file = path.join(dir, '题库.xlsx');
  await book.xlsx.writeFile(file);
  return file;
}

const saved = (page: Page) => page.locator('.ant-message').getByText('保存成功').first().waitFor();

/** Picks the question whose stem holds `stem` in the paper form's search-and-pick. */
async function pickQuestion(page: Page, stem: string) {
  await page.getByRole('combobox', { name: '试题' }).fill(stem);
  await page.locator('.ant-select-item-option').filter({ hasText: stem }).click();
}

describe('the exam bank in the console, in Chromium', () => {
  it('imports a bank, builds a paper with a Q&A question, a learner takes it, the teacher marks it', async () => {
    // The operator signs in and imports the spreadsheet.
    const operator = await suite.newPage();
    const consoleErrors = trackPageErrors(operator);
    const solve = trackConsoleCaptchas(operator, baseURL);
    await operator.goto('/admin/exam-questions');
    await consoleLogin(operator, solve, 'admin', 'meedu123');
    await operator.getByRole('heading', { name: '题库' }).waitFor();
    await operator.getByRole('button', { name: '导入' }).click();
    const dialog = operator.getByRole('dialog').filter({ hasText: '导入试题' });
    await dialog.getByLabel('试题文件').setInputFiles(await questionSheet());
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    await dialog.getByText('已导入 2 道试题').first().waitFor();

    // A paper of the two questions: 2 + 10 points.
    await operator.goto('/admin/exam-papers');
    await operator.getByRole('button', { name: '新建试卷' }).click();
    const form = operator.getByRole('form', { name: '新建试卷' });
    await form.getByLabel('试卷名称').fill(PAPER);
    await form.getByLabel('及格分').fill('6');
    // Each pick is waited for before the next search, so a slow reply cannot mix the two searches' options.
    await pickQuestion(operator, SINGLE_STEM);
    await form.getByText(/^共 1 题/).waitFor();
    await pickQuestion(operator, QA_STEM);
    await form.getByText('共 2 题，总分 12 分').waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    await saved(operator);

    // The learner takes it: the single choice right, the Q&A answered in words; it waits for the teacher.
    const token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
    const list = await apiGet<PaperListReply>(
      baseURL,
      '/addons/Paper/api/v1/papers?page=1&page_size=100',
      token,
    );
    const paperId = list.data.data.find((p) => p.title === PAPER)?.id;
    expect(paperId).toBeDefined();
    const learner = await suite.anotherPage({ token });
    const learnerErrors = trackPageErrors(learner);
    await learner.goto(`/exam/papers/detail/${paperId}`);
    await learner.getByRole('button', { name: '立即考试' }).click();
    await learner.waitForURL(/\/exam\/papers\/play\?id=\d+&pid=\d+/);
    const pid = Number(new URL(learner.url()).searchParams.get('pid'));
    const answered = (n: number) =>
      learner.waitForResponse((r) => r.url().includes('/submit/single') && r.ok()).then(() => n);
    const single = learner.locator('section.ex-question').filter({ hasText: SINGLE_STEM });
    const firstSaved = answered(1);
    await single.getByRole('radio').first().click();
    await firstSaved;
    const qa = learner.locator('section.ex-question').filter({ hasText: QA_STEM });
    await qa.getByLabel('我的作答').fill('在真实浏览器里检验整条路径');
    const secondSaved = answered(2);
    await qa.getByLabel('我的作答').blur();
    await secondSaved;
    await learner.getByRole('button', { name: '立即交卷' }).click();
    await learner
      .getByRole('dialog')
      .filter({ hasText: '确认要交卷吗' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await learner.getByText('此次在线考试包含主观题，等待老师阅卷后查看成绩').first().waitFor();

    // The teacher marks the Q&A answer in the operator.
    await operator.goto('/admin/marking');
    const attempt = operator.getByRole('form', { name: `阅卷：${PAPER} · 答卷 #${pid}` });
    await attempt.getByText('在真实浏览器里检验整条路径').waitFor();
    await attempt.getByLabel('第 1 题得分').fill('8');
    await attempt.getByRole('button', { name: '完成阅卷' }).click();
    await saved(operator);

    // The learner sees the final score: 2 + 8.
    await learner.goto(`/exam/papers/play?id=${paperId}&pid=${pid}`);
    await learner.getByText('考试得分：10分').waitFor();
    expect(consoleErrors).toEqual([]);
    expect(learnerErrors).toEqual([]);
  });
});
