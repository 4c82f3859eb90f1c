import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from '../../src/lib/sanitize-html.ts';

describe('sanitizeHtml: what an editor writes survives', () => {
  it('keeps headings, paragraphs, emphasis, lists, quotes and rules', () => {
    const html =
      '<h2>标题</h2><p>一段<strong>粗体</strong><em>斜体</em><u>下划线</u><s>删除</s></p>' +
      '<ul><li><p>一</p></li></ul><ol start="3"><li>二</li></ol><blockquote><p>引用</p></blockquote><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps tables with their spans', () => {
    const html =
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="1">格</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http(s) and relative links, always with rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">外链</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">外链</a>',
    );
    expect(sanitizeHtml('<a href="/courses/1" target="_blank" rel="opener">课程</a>')).toBe(
      '<a href="/courses/1" rel="noopener noreferrer" target="_blank">课程</a>',
    );
    expect(sanitizeHtml('<a href="#top">顶部</a>')).toBe('<a href="#top" rel="noopener noreferrer">顶部</a>');
  });

  it('keeps images with http(s) or relative sources', () => {
    expect(sanitizeHtml('<img src="/uploads/console/a.png" alt="图" width="100">')).toBe(
      '<img src="/uploads/console/a.png" alt="图" width="100">',
    );
    expect(sanitizeHtml('<img src="http://cdn.example.com/x.jpg">')).toBe(
      '<img src="http://cdn.example.com/x.jpg">',
    );
  });

  it('keeps code blocks with their language class and nothing else', () => {
    expect(
      sanitizeHtml('<pre class="language-ts"><code class="language-ts x">let a = 1 &lt; 2;</code></pre>'),
    ).toBe('<pre class="language-ts"><code class="language-ts">let a = 1 &lt; 2;</code></pre>');
    expect(sanitizeHtml('<code class="evil">x</code>')).toBe('<code>x</code>');
  });

  it('keeps math as $…$ text and as <span class="math">', () => {
    expect(sanitizeHtml('<p>$E=mc^2$ 与 $$\\int_0^1 x\\,dx$$</p>')).toBe(
      '<p>$E=mc^2$ 与 $$\\int_0^1 x\\,dx$$</p>',
    );
    expect(sanitizeHtml('<span class="math other">x^2</span>')).toBe('<span class="math">x^2</span>');
  });
});

describe('sanitizeHtml: the usual XSS vectors never pass', () => {
  const vectors: [string, string][] = [
    ['<script>alert(1)</script><p>文</p>', '<p>文</p>'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', ''],
    ['<style>body{display:none}</style>正文', '正文'],
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<img src="javascript:alert(1)">', '<img>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#97;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)" style="color:red">文</p>', '<p>文</p>'],
    ['<svg onload=alert(1)><circle/></svg>文', '文'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="https://evil.example"><input name="a"><button>提交</button></form>', '提交'],
    ['<div><span onmouseover="alert(1)">悬停</span></div>', '<span>悬停</span>'],
    ['<!-- <script>alert(1)</script> -->注释后', '注释后'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table><img src="x">'],
    [
      '<a href="https://ok.example" onclick="steal()">x</a>',
      '<a href="https://ok.example" rel="noopener noreferrer">x</a>',
    ],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="https://evil.example/">', ''],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', ''],
  ];

  it.each(vectors)('%s', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out.toLowerCase()).not.toMatch(
      /javascript:|data:|<script|onerror|onload|onclick|onmouseover|style=/,
    );
  });

  it('escapes quotes in addresses so they never break out of the attribute', () => {
    const out = sanitizeHtml('<a href=\'https://a.example/"onmouseover="alert(1)\'>x</a>');
    expect(out).not.toMatch(/"\s*onmouseover=/);
    expect(out).toContain('&quot;');
  });
});

describe('safeUrl', () => {
  it('answers http(s) and relative addresses, refuses every other scheme', () => {
    expect(safeUrl('https://a.example')).toBe('https://a.example');
    expect(safeUrl('HTTP://a.example')).toBe('HTTP://a.example');
    expect(safeUrl('images/a.png')).toBe('images/a.png');
    expect(safeUrl('mailto:a@b.c')).toBeNull();
    expect(safeUrl('  ')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA')).toBeNull();
  });
});
