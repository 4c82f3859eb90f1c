import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepServerPageUntilReady, SERVER_PAGE_GIVE_UP_MS } from './server-page.ts';

/** A document like the server's answer for a public page: its markup inside #root. */
function serverDocument(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="ssr-page"><main><h1>Python 入门</h1></main></div></div>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

/** Lets the MutationObserver's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('keepServerPageUntilReady', () => {
  it('keeps the server page while the app starts, and swaps once the app shows a page that is not loading', async () => {
    const root = serverDocument();
    keepServerPageUntilReady(root);
    expect(root.hidden).toBe(true);
    expect(document.querySelector('.ssr-page h1')?.textContent).toBe('Python 入门');

    // React's first commits: the start-up spinner, then the layout with a loading page.
    root.innerHTML = '<div role="status" aria-label="加载中"></div>';
    await settle();
    root.innerHTML = '<main><div role="status" aria-label="加载中"></div></main>';
    await settle();
    expect(root.hidden).toBe(true);
    expect(document.querySelector('.ssr-page')).not.toBeNull();

    root.innerHTML = '<main><h1>Python 入门</h1><p>课程介绍</p></main>';
    await settle();
    expect(root.hidden).toBe(false);
    expect(document.querySelector('.ssr-page')).toBeNull();
  });

  it('shows an error the app raises at once', async () => {
    const root = serverDocument();
    keepServerPageUntilReady(root);
    root.innerHTML = '<div role="alert"><h1>网站初始化失败</h1></div>';
    await settle();
    expect(root.hidden).toBe(false);
    expect(document.querySelector('.ssr-page')).toBeNull();
  });

  it('gives up waiting after a while, so a page that never settles still shows', () => {
    vi.useFakeTimers();
    const root = serverDocument();
    keepServerPageUntilReady(root);
    vi.advanceTimersByTime(SERVER_PAGE_GIVE_UP_MS);
    expect(root.hidden).toBe(false);
    expect(document.querySelector('.ssr-page')).toBeNull();
  });

  it('leaves a page without server markup alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    keepServerPageUntilReady(root);
    expect(root.hidden).toBe(false);
  });
});
