// Loaded on demand by SafeHtml only when the content has <pre> blocks: highlight.js core plus common languages.
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import 'highlight.js/styles/a11y-dark.min.css';

const languages = { bash, css, go, java, javascript, json, php, python, sql, typescript, xml };
for (const [name, lang] of Object.entries(languages)) hljs.registerLanguage(name, lang);
// Rich-editor content sometimes nests markup inside <pre>; highlight.js then works on its text, which is safe.
hljs.configure({ ignoreUnescapedHTML: true });

/** Highlights every <pre> (its <code> when it has one), auto-detecting the language. */
export function highlightCode(el: HTMLElement): void {
  el.querySelectorAll('pre').forEach((pre) => {
    const target = pre.querySelector('code') ?? pre;
    if (target.dataset.highlighted === 'yes') return;
    hljs.highlightElement(target);
  });
}
