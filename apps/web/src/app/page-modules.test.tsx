import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, loadPage } from './page-modules.ts';

const pageEntry = (text: string) => ({ page: () => Promise.resolve({ default: () => <p>{text}</p> }) });

function renderInSlot(Page: ReturnType<typeof lazyPage>) {
  render(
    <Suspense fallback={<p>页面加载中</p>}>
      <Page />
    </Suspense>,
  );
}

describe('route pages (issue 10)', () => {
  it('render in the first commit, without the slot’s spinner, once their module has arrived', async () => {
    const entry = pageEntry('首页内容');
    await loadPage(entry);
    renderInSlot(lazyPage(entry));
    // Synchronously: no fallback was committed first (React would then hold the page back ~300 ms).
    expect(screen.getByText('首页内容')).toBeInTheDocument();
    expect(screen.queryByText('页面加载中')).not.toBeInTheDocument();
  });

  it('show the spinner while a page not yet downloaded arrives, then the page', async () => {
    renderInSlot(lazyPage(pageEntry('课程列表')));
    expect(screen.getByText('页面加载中')).toBeInTheDocument();
    expect(await screen.findByText('课程列表')).toBeInTheDocument();
  });
});
