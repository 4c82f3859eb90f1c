import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchItem } from '@meedu/contract';
import { studyApi } from '../../../../test/handlers/study.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute, withFeatures } from '../../../../test/render.tsx';
import { makeSearchItem as item } from '../../../../test/factories/study.ts';

const requests: Record<string, string>[] = [];
let results: { data: SearchItem[]; total: number } = { data: [], total: 0 };

beforeEach(() =>
  server.use(
    studyApi.search(({ request }) => {
      requests.push(Object.fromEntries(new URL(request.url).searchParams));
      return results;
    }),
  ),
);
beforeEach(() => {
  requests.length = 0;
  results = { data: [], total: 0 };
});

describe('SearchPage', () => {
  it('asks for a keyword before searching and sends no request without one', async () => {
    const { user, router } = await renderRoute('/search');
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(
      await screen.findByText('请输入关键字后再搜索', { selector: '.ant-message *' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/search');
    expect(requests).toEqual([]);
  });

  it('prefills the box, searches, and highlights the keyword in title and snippet', async () => {
    results = {
      data: [
        item(1, { p: '用 python 做<b>数据</b>清洗' }),
        item(2, { resource_type: 'video', resource_id: 7, title: '第一课 Python 环境' }),
        item(3, { resource_type: 'unknown', title: '奇怪的 Python' }),
      ],
      total: 3,
    };
    const { user, router } = await renderRoute('/search?keywords=python');
    expect(screen.getByPlaceholderText('请输入关键字')).toHaveValue('python');
    const list = await screen.findByRole('list', { name: '搜索结果' });
    expect(requests[0]).toEqual({ keywords: 'python', type: '0', page: '1', size: '10' });
    const marks = Array.from(list.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['Python', 'python', 'Python', 'Python']);
    // the snippet's own markup is text, never HTML
    expect(within(list).getByText(/<b>数据<\/b>清洗/)).toBeInTheDocument();
    expect(within(list).getByText(/【录播课】/)).toBeInTheDocument();
    expect(within(list).getByText(/【其它】/)).toBeInTheDocument();
    await user.click(within(list).getByText(/【录播视频】/));
    expect(currentUrl(router)).toBe('/courses/video/7');
  });

  it('passes the server highlight markup through SafeHtml', async () => {
    results = { data: [item(1, { title: '<em>Python</em> 入门<img src=x onerror="alert(1)">' })], total: 1 };
    await renderRoute('/search?keywords=Python');
    const list = await screen.findByRole('list', { name: '搜索结果' });
    expect(list.querySelector('em')?.textContent).toBe('Python');
    expect(list.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('keeps type and page in the URL; tabs follow the enabled addons', async () => {
    withFeatures('live', 'paper');
    results = { data: Array.from({ length: 10 }, (_, i) => item(i + 1)), total: 25 };
    const { user, router } = await renderRoute('/search?keywords=py');
    await screen.findByRole('list', { name: '搜索结果' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['全部', '录播课', '录播视频', '直播课', '试卷', '模拟试卷', '练习']);

    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(currentUrl(router)).toBe('/search?keywords=py&page=2');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: '2', type: '0' }));

    await user.click(screen.getByRole('tab', { name: '直播课' }));
    expect(currentUrl(router)).toBe('/search?keywords=py&type=live');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: '1', type: 'live' }));

    const box = screen.getByPlaceholderText('请输入关键字');
    await user.clear(box);
    await user.type(box, 'c++ & go{enter}');
    expect(currentUrl(router)).toBe('/search?keywords=c%2B%2B+%26+go&type=live');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ keywords: 'c++ & go', type: 'live' }));
  });

  it('shows the empty state when nothing matches', async () => {
    await renderRoute('/search?keywords=zzz');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });
});
