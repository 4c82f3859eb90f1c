import type { BookDetailReply, TopicListReply } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { freshMobile, smsLoginByApi } from '../support/accounts.ts';
import { apiCall, apiGet } from '../support/api.ts';
import { trackPageErrors } from '../support/browser.ts';
import { consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { browserSuite } from '../support/suite.ts';
import { inject } from 'vitest';

// The suite's shared server: every record here is named after this run, so the other files see nothing of it.
const baseURL = () => inject('baseURL');
const suite = browserSuite();

async function call<T>(method: string, p: string, token?: string, body?: unknown): Promise<T> {
  const r = await apiCall<T>(baseURL(), method, p, body, token);
  if (r.code !== 0) throw new Error(`${method} ${p}: ${r.code} ${r.message}`);
  return r.data;
}

describe('books, topics and Q&A in the operator console, in Chromium', () => {
  it('an operator publishes a book with a trial article and a topic with a paid part; a learner reads them; a hidden answer leaves the question', async () => {
    const run = Date.now().toString(36).slice(-5);
    const bookName = `浏览器里建的书${run}`;
    const topicTitle = `浏览器里写的图文${run}`;

    const admin = await suite.newPage();
    const errors = trackPageErrors(admin);
    const solve = trackConsoleCaptchas(admin, baseURL());
    await admin.goto('/admin/login');
    await consoleLogin(admin, solve, 'admin', 'meedu123');
    await admin.getByRole('heading', { name: '数据概览' }).waitFor();
    const menu = admin.getByRole('navigation', { name: '主菜单' });
    const pickFirst = async (scope: ReturnType<typeof admin.getByRole>, label: string) => {
      await scope.getByRole('combobox', { name: label }).click();
      await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    };

    // A book, then a trial article with math in it.
    await menu.getByRole('link', { name: '电子书', exact: true }).click();
    await admin.getByRole('button', { name: '新建电子书' }).click();
    const bookForm = admin.getByRole('form', { name: '电子书信息' });
    await bookForm.getByLabel('电子书名称').fill(bookName);
    await pickFirst(bookForm, '分类');
    await bookForm.getByLabel('价格（元）').fill('19');
    await bookForm.getByRole('button', { name: '保存' }).click();
    await admin.waitForURL(/\/admin\/books\/\d+$/);
    const bookId = Number(/\/books\/(\d+)$/.exec(admin.url())?.[1]);
    await admin.getByRole('tab', { name: '章节与文章' }).click();
    await admin.getByRole('button', { name: '新建文章' }).click();
    const articleDrawer = admin.getByRole('dialog', { name: '新建文章' });
    await articleDrawer.getByLabel('文章标题').fill('试读：勾股定理');
    await articleDrawer.getByRole('switch', { name: '试读（免费阅读）' }).click();
    const body = articleDrawer.getByRole('textbox', { name: '正文' });
    await body.click();
    await body.pressSequentially('勾股定理 $a^2+b^2=c^2$');
    await articleDrawer.getByRole('button', { name: '保存' }).click();
    await admin.getByRole('list', { name: '文章顺序' }).getByText('试读：勾股定理').waitFor();

    // A topic with a free and a paid part.
    await menu.getByRole('link', { name: '图文', exact: true }).click();
    await admin.getByRole('button', { name: '新建图文' }).click();
    const topicDrawer = admin.getByRole('dialog', { name: '新建图文' });
    await topicDrawer.getByLabel('图文标题').fill(topicTitle);
    await pickFirst(topicDrawer, '分类');
    await topicDrawer.getByLabel('价格（元）').fill('9');
    for (const [label, text] of [
      ['免费部分', '人人可读的开篇'],
      ['付费部分', '只给买家的结论'],
    ] as const) {
      const editor = topicDrawer.getByRole('textbox', { name: label });
      await editor.click();
      await editor.pressSequentially(text);
    }
    await topicDrawer.getByRole('button', { name: '保存' }).click();
    await admin.getByRole('table', { name: '图文列表' }).getByText(topicTitle).waitFor();
    expect(errors).toEqual([]);

    // A learner reads the trial article (its math typeset) and sees the topic's paid part veiled.
    const learnerToken = await smsLoginByApi(baseURL(), freshMobile('1581234'));
    const learner = await suite.anotherPage({ token: learnerToken });
    const book = await apiGet<BookDetailReply>(baseURL(), `/addons/MeeduBooks/api/v1/book/${bookId}`);
    expect(book.book.name).toBe(bookName);
    await learner.goto(`/book/detail/${bookId}?tab=3`);
    await learner
      .getByRole('navigation', { name: '目录' })
      .getByRole('button', { name: '试读：勾股定理' })
      .click();
    await learner.getByRole('heading', { name: '试读：勾股定理' }).waitFor();
    await learner.locator('.bk-article .katex').first().waitFor();

    const topics = await apiGet<TopicListReply>(baseURL(), '/addons/MeeduTopics/api/v1/topics?size=50');
    const topic = topics.data.data.find((t) => t.title === topicTitle);
    await learner.goto(`/topic/detail/${topic?.id ?? 0}`);
    await learner.getByText('人人可读的开篇').waitFor();
    await learner.getByRole('region', { name: '付费内容' }).waitFor();
    expect(await learner.getByText('只给买家的结论').count()).toBe(0);

    // A question with an answer; the operator hides the answer and the learner no longer sees it.
    const answerer = await smsLoginByApi(baseURL(), freshMobile('1591234'));
    const category = (
      await call<{ categories: { id: number }[] }>(
        'GET',
        '/addons/Wenda/api/v1/question/create',
        learnerToken,
      )
    ).categories[0]?.id;
    const question = await call<{ id: number }>(
      'POST',
      '/addons/Wenda/api/v1/question/create',
      learnerToken,
      {
        title: `浏览器里的提问${run}`,
        category_id: category,
        original_content: '请问闭包是什么？',
        credit1: 0,
      },
    );
    const spam = `加微信领资料${run}`;
    await call('POST', `/addons/Wenda/api/v1/question/${question.id}/answer`, answerer, {
      original_content: spam,
    });
    await learner.goto(`/wenda/detail/${question.id}`);
    await learner.getByText(spam).waitFor();

    await menu.getByRole('link', { name: '问答', exact: true }).click();
    await admin
      .getByRole('table', { name: '问题列表' })
      .getByRole('button', { name: `浏览器里的提问${run}` })
      .click();
    const drawer = admin.getByRole('dialog', { name: `浏览器里的提问${run}` });
    await drawer.getByText(spam).waitFor();
    await drawer.getByRole('button', { name: /^隐藏 .* 的回答$/ }).click();
    await admin.getByRole('button', { name: '确定' }).last().click();
    await drawer.getByText('已隐藏').waitFor();
    await learner.reload();
    await learner.getByRole('heading', { level: 1, name: `浏览器里的提问${run}` }).waitFor();
    expect(await learner.getByText(spam).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
