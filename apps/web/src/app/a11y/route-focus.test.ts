import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading, focusTarget } from './route-focus.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a navigation', () => {
  it('targets the page heading, else <main> once nothing in it is loading', () => {
    document.body.innerHTML = '<main><div aria-busy="true"></div></main>';
    expect(focusTarget(document)).toBeNull();
    document.body.innerHTML = '<main><p>内容</p></main>';
    expect(focusTarget(document)?.tagName).toBe('MAIN');
    document.body.innerHTML = '<main><div class="skeleton-block"></div><h1>课程</h1></main>';
    expect(focusTarget(document)?.tagName).toBe('H1');
  });

  it('waits for the heading to appear, then focuses it without putting it in the tab order', async () => {
    document.body.innerHTML = '<main><div class="page-spinner"></div></main>';
    focusPageHeading(document);
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    document.body.innerHTML = '<main><h1>课程详情</h1></main>';
    await nextFrame();
    await nextFrame();
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.tabIndex).toBe(-1);
  });

  it('leaves focus the visitor moved meanwhile where it is', async () => {
    document.body.innerHTML = '<input aria-label="搜索" /><main><div aria-busy="true"></div></main>';
    focusPageHeading(document);
    const input = document.querySelector('input');
    input?.focus();
    const main = document.querySelector('main');
    if (main) main.innerHTML = '<h1>搜索结果</h1>';
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(input);
  });
});
