import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  BookDetailReply,
  CourseDetailReply,
  CourseListItem,
  LaravelPage,
  LiveDetailReply,
  LiveListReply,
  MockPaperListReply,
  PaperListReply,
  PracticeListReply,
  QuestionCreateForm,
  QuestionCreateReply,
} from '@meedu/contract';
import { freshMobile, passwordLoginInDialog, smsLoginByApi } from '../support/accounts.ts';
import { DEMO, apiCall, apiData, apiGet, passwordLogin } from '../support/api.ts';
import type { ListReply } from '@meedu/contract/admin';
import {
  axeViolations,
  consoleRoutePaths,
  patternMatcher,
  settled,
  storefrontRoutes,
  type RouteRow,
} from '../support/axe.ts';
import { consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { browserSuite } from '../support/suite.ts';

/*
 * The accessibility gate (issue 29): axe-core with the WCAG 2.0–2.2 A and AA rules on every route of the
 * storefront's route table, logged out and logged in, on the states that matter (each account dialog, an empty
 * list, an error, the exam runner mid-paper, the player, the live room), and on the console's main screens. Each
 * test gathers every finding of its screens before failing, so one run lists all there is to fix.
 */
const baseURL = inject('baseURL');
const suite = browserSuite();
const routes = storefrontRoutes();
/** Screens that only pass through (a third-party login's return): analysed as they first draw. */
const TRANSIT = new Set(['/login/callback']);

/** A question in 问答 of the demo member's own, so there is a question page whatever ran before. */
let questionAddress = '';
beforeAll(async () => {
  const token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
  const form = await apiGet<QuestionCreateForm>(baseURL, '/addons/Wenda/api/v1/question/create', token);
  const category = form.categories[0];
  if (!category) throw new Error('the demo has no 问答 category');
  const asked = await apiData<QuestionCreateReply>(
    baseURL,
    'POST',
    '/addons/Wenda/api/v1/question/create',
    {
      title: '无障碍检查的示例问题',
      category_id: category.id,
      original_content: '这个问题由无障碍检查创建。',
    },
    token,
  );
  questionAddress = `/wenda/detail/${asked.id}`;

  // An order (placed, not paid) by a member of its own, so the console's order list links to an order's screen.
  const buyer = await smsLoginByApi(baseURL, freshMobile());
  const courses = await apiGet<LaravelPage<CourseListItem>>(baseURL, '/api/v2/courses?page=1&page_size=16');
  const paid = courses.data.find((c) => c.charge > 0);
  if (!paid) throw new Error('the demo has no paid course');
  await apiData(baseURL, 'POST', '/api/v2/order/course', { course_id: paid.id, promo_code: '' }, buyer);
});

/**
 * Same-site addresses the visited screens link to, for the routes whose pattern has an id in it. `base` is the
 * app's prefix (`/admin` for the console): links are kept, and route patterns read, below it.
 */
class LinkBook {
  private readonly seen = new Set<string>();

  constructor(private readonly base = '') {}

  add(address: string): void {
    this.seen.add(address);
  }

  async collect(page: Page): Promise<void> {
    const hrefs = await page
      .locator(`a[href^="${this.base}/"]`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) this.seen.add((href.split(/[?#]/)[0] ?? href).slice(this.base.length));
  }

  /** A concrete address for the pattern: itself when it has no parameter, else one a visited screen linked to. */
  find(pattern: string): string | undefined {
    if (!pattern.includes(':')) return pattern;
    const matcher = patternMatcher(pattern);
    return [...this.seen].find((href) => matcher.test(href));
  }

  addressOf(route: RouteRow): string {
    const found = this.find(route.path);
    if (!found) throw new Error(`no visited screen links to ${route.path}: visit a screen that does first`);
    return found;
  }
}

/** Patterns without parameters first, so the screens they draw give the others' ids. */
function plainFirst<T>(rows: T[], pathOf: (row: T) => string): T[] {
  return [...rows.filter((r) => !pathOf(r).includes(':')), ...rows.filter((r) => pathOf(r).includes(':'))];
}

/** Visits each route (those without parameters first, so their links give the others' ids) and analyses it. */
async function scanRoutes(page: Page, rows: RouteRow[], state: string, links: LinkBook): Promise<string[]> {
  const found: string[] = [];
  for (const route of plainFirst(rows, (r) => r.path)) {
    const address = links.addressOf(route);
    await page.goto(address);
    if (TRANSIT.has(route.path)) await page.locator('main').waitFor();
    else await settled(page);
    await links.collect(page);
    found.push(...(await axeViolations(page, `${state} ${address}`)));
  }
  return found;
}

/** The first item of an exam catalogue (`papers`, `mock_papers`, `practices`). */
async function firstExam<T extends { data: { data: { id: number }[] } }>(list: string, token: string) {
  const reply = await apiGet<T>(baseURL, `/addons/Paper/api/v1/${list}?page=1&page_size=10`, token);
  const first = reply.data.data[0];
  if (!first) throw new Error(`the demo has no ${list}`);
  return first;
}

/** A free live lesson the teacher console has started, so a member may enter its room. */
async function startedLiveLesson(token: string) {
  const list = await apiGet<LiveListReply>(baseURL, '/addons/zhibo/api/v1/courses?page=1&size=16', token);
  // Upcoming, or already started by the live-room test or an earlier try: the suite's files share one server.
  const course = list.data.data.find((c) => c.charge === 0 && c.status !== 2);
  if (!course) throw new Error('the demo has no free live course that has not ended');
  const detail = await apiGet<LiveDetailReply>(baseURL, `/addons/zhibo/api/v1/course/${course.id}`, token);
  const lesson = Object.values(detail.videos)
    .flat()
    .find((v) => v.status === 0 || v.status === 1);
  if (!lesson) throw new Error('the demo live course has no upcoming lesson');
  if (lesson.status === 0)
    expect((await apiCall(baseURL, 'POST', `/__dev/live/${lesson.id}`, { action: 'start' })).code).toBe(0);
  return { course, lesson };
}

/**
 * An address for a console route with an id that no visited screen links to (its list opens records by button):
 * the first record of the list the console API serves at the pattern's prefix (`/books/:id` → `/admin/api/books`).
 */
async function consoleRecordAddress(page: Page, pattern: string): Promise<string> {
  const list = pattern.slice(0, pattern.indexOf('/:'));
  const reply = await page.request.get(`${baseURL}/admin/api${list}?page=1&size=1`);
  if (!reply.ok())
    throw new Error(
      `no visited screen links to ${pattern}, and /admin/api${list} answered ${reply.status()}`,
    );
  const first = ((await reply.json()) as ListReply<{ id: number }>).items[0];
  if (!first)
    throw new Error(`no visited screen links to ${pattern}, and the demo has no record at /admin/api${list}`);
  return pattern.replace(/:[A-Za-z]+/, String(first.id));
}

async function scan(page: Page, label: string): Promise<string[]> {
  await settled(page);
  return axeViolations(page, label);
}

describe('accessibility gate (axe-core, WCAG 2.2 AA)', () => {
  it('every public route logged out, protected ones sending to /login, and each account dialog', async () => {
    const page = await suite.newPage();
    const links = new LinkBook();
    links.add(questionAddress);
    const found = await scanRoutes(
      page,
      routes.filter((r) => !r.auth),
      'logged out',
      links,
    );
    // A protected route shows the login screen.
    await page.goto('/member');
    await page.waitForURL(/\/login\?redirect=/);
    found.push(...(await scan(page, 'logged out /member → /login')));

    // The account dialogs, opened from the header.
    await page.goto('/');
    await settled(page);
    await page.locator('header').getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入手机号').waitFor();
    found.push(...(await scan(page, 'login dialog (password)')));
    // An error shown: a wrong password.
    await passwordLoginInDialog(dialog, DEMO.mobile, 'not-the-password');
    await page.locator('.ant-message-notice, .ant-form-item-explain-error').first().waitFor();
    found.push(...(await scan(page, 'login dialog (wrong password)')));
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    found.push(...(await scan(page, 'login dialog (SMS)')));
    await dialog.getByRole('tab', { name: '密码登录' }).click();
    await dialog.getByRole('button', { name: '忘记密码' }).click();
    await page.getByRole('dialog').getByText('忘记密码').first().waitFor();
    found.push(...(await scan(page, 'forgot password dialog')));
    await page.keyboard.press('Escape');
    await page.locator('header').getByRole('button', { name: '登录', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /新用户注册/ })
      .click();
    await page.getByRole('dialog').getByText('注册').first().waitFor();
    found.push(...(await scan(page, 'register dialog')));

    // An empty list: a search that finds nothing.
    await page.goto('/search?keywords=%E6%B2%A1%E6%9C%89%E8%BF%99%E6%A0%B7%E7%9A%84%E8%AF%BE');
    found.push(...(await scan(page, 'search with no result')));
    // A page that is not there.
    await page.goto('/definitely/not/here');
    found.push(...(await scan(page, 'unknown address')));
    expect(found).toEqual([]);
  }, 240_000);

  it('every route logged in, the player, the exam runner mid-paper and the live room', async () => {
    const token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
    const page = await suite.newPage({ token });
    const links = new LinkBook();
    // Lessons open from buttons, not links: the player's address comes from a free course's first lesson.
    const free = await apiGet<LaravelPage<CourseListItem>>(
      baseURL,
      '/api/v2/courses?page=1&page_size=16&scene=free',
    );
    const freeCourse = free.data[0];
    if (!freeCourse) throw new Error('the demo has no free course');
    const courseDetail = await apiGet<CourseDetailReply>(baseURL, `/api/v2/course/${freeCourse.id}`);
    const video = Object.values(courseDetail.videos).flat()[0];
    if (!video) throw new Error('the free course has no lesson');
    links.add(`/courses/detail/${freeCourse.id}`);
    links.add(`/courses/video/${video.id}`);
    const { course: liveCourse, lesson } = await startedLiveLesson(token);
    links.add(`/live/detail/${liveCourse.id}`);
    links.add(`/live/video/${lesson.id}`);
    links.add(questionAddress);
    // A book's articles open from buttons: the first free article of book 1.
    const book = await apiGet<BookDetailReply>(baseURL, '/addons/MeeduBooks/api/v1/book/1', token);
    const article = Object.values(book.articles).flat()[0];
    if (!article) throw new Error('the demo book has no article');
    links.add(`/book/read/${article.id}`);
    // Papers, mock papers and practices open from buttons too: the first of each.
    const paper = await firstExam<PaperListReply>('papers', token);
    links.add(`/exam/papers/detail/${paper.id}`);
    links.add(`/exam/mockpaper/detail/${(await firstExam<MockPaperListReply>('mock_papers', token)).id}`);
    links.add(`/exam/practice/detail/${(await firstExam<PracticeListReply>('practices', token)).id}`);
    const found = await scanRoutes(page, routes, 'logged in', links);

    // The exam runner mid-paper, one question answered, by a new member (the demo member's attempts are other
    // tests' to make).
    const examinee = await suite.anotherPage({ token: await smsLoginByApi(baseURL, freshMobile()) });
    const quiz = await apiGet<PaperListReply>(
      baseURL,
      '/addons/Paper/api/v1/papers?page=1&page_size=50',
      token,
    );
    const syntaxQuiz = quiz.data.data.find((p) => p.title === 'Python 语法基础测验');
    if (!syntaxQuiz) throw new Error('the demo has no Python 语法基础测验');
    await examinee.goto(`/exam/papers/detail/${syntaxQuiz.id}`);
    await examinee.getByRole('button', { name: '立即考试' }).click();
    await examinee.waitForURL(/\/exam\/papers\/play\?id=\d+&pid=\d+/);
    await examinee.getByRole('timer', { name: '倒计时' }).waitFor();
    await examinee.locator('main > section.ex-question').first().getByRole('radio').first().click();
    found.push(...(await scan(examinee, 'exam runner mid-paper')));

    // The live room with the chat joined.
    await page.goto(`/live/video/${lesson.id}`);
    await page.getByText('已加入聊天室').first().waitFor();
    found.push(...(await scan(page, 'live room')));
    expect(found).toEqual([]);
  }, 300_000);

  it('the console: its login screen, every route of its table, a form drawer and a validation error', async () => {
    const page = await suite.newPage();
    const solve = trackConsoleCaptchas(page, baseURL);
    await page.goto('/admin/login');
    await page.getByLabel('用户名').waitFor();
    const found = await scan(page, 'console login');
    await consoleLogin(page, solve, 'admin', 'meedu123');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));

    // A lesson live now, so 直播间 lists one and its room has an address (the suite's files share one server, and
    // another file may have ended the one the storefront's scan started).
    await startedLiveLesson(await passwordLogin(baseURL, DEMO.mobile, DEMO.password));
    const links = new LinkBook('/admin');
    for (const pattern of plainFirst(consoleRoutePaths(), (p) => p)) {
      const address = links.find(pattern) ?? (await consoleRecordAddress(page, pattern));
      await page.goto(`/admin${address}`);
      await page.locator('main').first().waitFor();
      await links.collect(page);
      found.push(...(await scan(page, `console ${address}`)));
    }

    // A form drawer open, then its validation errors (saved empty).
    await page.goto('/admin/vip-plans');
    await page.getByRole('button', { name: '新建套餐' }).click();
    const drawer = page.getByRole('dialog', { name: '新建套餐' });
    await drawer.getByLabel('套餐名称').waitFor();
    found.push(...(await scan(page, 'console form drawer')));
    await drawer.getByLabel('套餐名称').fill('');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.getByText('请填写价格').waitFor();
    found.push(...(await scan(page, 'console form drawer with errors')));
    expect(found).toEqual([]);
  }, 300_000);
});
