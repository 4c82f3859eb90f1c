import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('keeps formatting but strips scripts, event handlers, javascript: links, styles and frames', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p><strong>粗体</strong><img src="/a.png" onerror="alert(1)"></p>' +
          '<script>window.hacked = true</script><a href="javascript:alert(1)">坏链接</a>' +
          '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
          '<a href="https://ok.example" target="_blank">好链接</a><form><input name="x"></form>'
        }
      />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass('u-content');
    expect(box.querySelector('strong')).toHaveTextContent('粗体');
    expect(box.querySelector('img')).not.toHaveAttribute('onerror');
    expect(box.querySelector('script, style, iframe, form, input')).toBeNull();
    expect(box.innerHTML).not.toContain('javascript:');
    const ok = Array.from(box.querySelectorAll('a')).find((a) => a.textContent === '好链接');
    expect(ok).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders math with KaTeX, loaded only when there is math', async () => {
    const { container } = render(<SafeHtml html="<p>面积 $$x^2$$ 与 \(y\)</p>" />);
    await waitFor(() => expect(container.querySelectorAll('.katex').length).toBe(2));
  });

  it('shows a malformed formula without breaking the page', async () => {
    const { container } = render(<SafeHtml html="<p>$\undefinedcommand{x}$ 之后的文字 $\frac{1$</p>" />);
    await waitFor(() => expect(container.querySelector('.katex-error, .katex')).not.toBeNull());
    expect(container).toHaveTextContent('之后的文字');
    // An unclosed formula is left as text.
    expect(container).toHaveTextContent('$\\frac{1$');
  });

  it('highlights code blocks', async () => {
    const { container } = render(
      <SafeHtml html={'<pre><code>const a = 1;\nfunction f() { return a; }</code></pre>'} />,
    );
    await waitFor(() => expect(container.querySelector('code.hljs')).not.toBeNull());
    expect(container.querySelector('code')).toHaveTextContent('const a = 1;');
  });

  it('renders inline content in a span', () => {
    const { container } = render(<SafeHtml inline html='<span style="color:red">关键字</span>' />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container).toHaveTextContent('关键字');
  });
});
