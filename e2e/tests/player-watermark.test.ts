import type { CourseDetailReply, CourseListItem, LaravelPage, VideoItem } from '@meedu/contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshMobile, memberDetail, smsLoginByApi, type MemberDetail } from '../support/accounts.ts';
import { apiGet } from '../support/api.ts';
import { trackPageErrors } from '../support/browser.ts';
import { consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();
const mobile = freshMobile('1531234');
let token = '';
let me: MemberDetail;

beforeAll(async () => {
  token = await smsLoginByApi(baseURL, mobile);
  me = await memberDetail(baseURL, token);
});

/** A video of a free course of the demo, which any member may watch. */
async function freeVideo(): Promise<VideoItem> {
  const list = await apiGet<LaravelPage<CourseListItem>>(
    baseURL,
    '/api/v2/courses?page=1&page_size=16',
    token,
  );
  for (const c of list.data.filter((x) => x.charge === 0 || x.is_free === 1)) {
    const detail = await apiGet<CourseDetailReply>(baseURL, `/api/v2/course/${c.id}`, token);
    const v = Object.values(detail.videos).flat()[0];
    if (detail.isBuy && v) return v;
  }
  throw new Error('no free course video in the demo data');
}

describe('a watermark without personal data', () => {
  it('shows a masked mobile and a code, never the full number, and the console maps the code to the member', async () => {
    const video = await freeVideo();
    const page = await suite.newPage({ token });
    const errors = trackPageErrors(page);
    const replies: string[] = [];
    page.on('response', (res) => {
      if (/\/api\/v2\/(video\/\d+\/playinfo|other\/config)/.test(res.url()))
        res.text().then(
          (t) => replies.push(t),
          () => undefined,
        );
    });
    await page.goto(`/courses/video/${video.id}`);
    const mark = page.getByTestId('video-marquee');
    await mark.waitFor({ state: 'attached', timeout: 20_000 });
    const text = (await mark.textContent()) ?? '';
    expect(text).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(text).not.toContain(mobile);
    const code = /\b[23456789A-HJKMNP-Z]{8}\b/.exec(text)?.[0] ?? '';
    expect(code, text).not.toBe('');
    expect(replies.length).toBeGreaterThanOrEqual(2);
    for (const reply of replies) expect(reply).not.toContain(mobile);
    expect(errors).toEqual([]);

    const admin = await suite.anotherPage();
    const solve = trackConsoleCaptchas(admin, baseURL);
    await admin.goto('/admin/login');
    await consoleLogin(admin, solve, 'admin', 'meedu123');
    await admin.getByRole('heading', { name: '数据概览' }).waitFor();
    await admin
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '水印追溯', exact: true })
      .click();
    await admin.getByLabel('水印编码').fill(code.toLowerCase());
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.getByRole('link', { name: `${me.nick_name}（ID ${me.id}）` }).waitFor();
    const grants = admin.getByRole('table', { name: '最近的播放授权' });
    await grants.getByRole('cell', { name: video.title, exact: true }).first().waitFor();
  });
});
