import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { routePage } from './page-modules.ts';

const pageEntry = (text: string) => ({ page: () => Promise.resolve({ default: () => <p>{text}</p> }) });

function renderInSlot(entry: ReturnType<typeof pageEntry>) {
  const { Component: Page } = routePage(entry);
  render(
    <Suspense fallback={<p>页面加载中</p>}>
      <Page />
    </Suspense>,
  );
}

describe('route pages (issue 10)', () => {
  it('render in the first commit, without the slot’s spinner, once their module has arrived', async () => {
    const entry = pageEntry('首页内容');
    await routePage(entry).load();
    renderInSlot(entry);
    // Synchronously: no fallback was committed first (React would then hold the page back ~300 ms).
    expect(screen.getByText('首页内容')).toBeInTheDocument();
    expect(screen.queryByText('页面加载中')).not.toBeInTheDocument();
  });

  it('show the spinner while a page not yet downloaded arrives, then the page', async () => {
    renderInSlot(pageEntry('课程列表'));
    expect(screen.getByText('页面加载中')).toBeInTheDocument();
    expect(await screen.findByText('课程列表')).toBeInTheDocument();
  });

  it('are downloaded once however often they are asked for, and asked again after a failure', async () => {
    let calls = 0;
    const entry = {
      page: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('网络错误'))
          : Promise.resolve({ default: () => <p>课程详情</p> });
      },
    };
    await expect(routePage(entry).load()).rejects.toThrow('网络错误');
    await Promise.all([routePage(entry).load(), routePage(entry).load()]);
    expect(calls).toBe(2);
  });
});
