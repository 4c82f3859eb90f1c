import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, isSamePage, mobileRedirectTarget } from './mobile-redirect.ts';

const H5 = 'https://m.example.com';

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0)',
    'MQQBrowser/26 Mozilla/5.0 (Linux; U; Android 2.3.7)',
  ])('recognises %s', (ua) => expect(isMobileUserAgent(ua)).toBe(true));

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  ])('leaves desktop %s alone', (ua) => expect(isMobileUserAgent(ua)).toBe(false));
});

describe('mobileRedirectTarget', () => {
  it.each([
    ['/topic/detail/7', `${H5}/#/pages/webview/webview?course_type=topic&id=7`],
    ['/courses/detail/7', `${H5}/#/pages/course/show?id=7`],
    ['/courses/video/7', `${H5}/#/pages/course/video?id=7`],
    ['/live/detail/7', `${H5}/#/packageA/live/show?id=7`],
    ['/live/video/7', `${H5}/#/packageA/live/video?id=7`],
    ['/book/detail/7', `${H5}/#/packageA/book/show?id=7`],
    ['/book/read/7', `${H5}/#/pages/webview/webview?course_type=book&id=7`],
    ['/learnPath/detail/7', `${H5}/#/packageA/learnPath/show?id=7`],
    ['/exam/papers/detail/7', `${H5}/#/pages/webview/webview?course_type=paperRead&id=7`],
    ['/exam/practice/detail/7', `${H5}/#/pages/webview/webview?course_type=practiceRead&id=7`],
    ['/exam/mockpaper/detail/7', `${H5}/#/pages/webview/webview?course_type=mockRead&id=7`],
    ['/', H5],
    ['/courses', H5],
    ['/member/orders', H5],
    ['/courses/detail/', H5],
  ])('maps %s', (path, target) => {
    expect(mobileRedirectTarget(H5, path, '')).toBe(target);
  });

  it('keeps the current query string before the added parameters', () => {
    expect(mobileRedirectTarget(H5, '/courses/detail/7', '?tab=3')).toBe(
      `${H5}/#/pages/course/show?tab=3&id=7`,
    );
    expect(mobileRedirectTarget(H5, '/topic/detail/2', '?a=1')).toBe(
      `${H5}/#/pages/webview/webview?a=1&course_type=topic&id=2`,
    );
  });

  it('does not double the slash when h5_url ends with one', () => {
    expect(mobileRedirectTarget(`${H5}/`, '/courses/detail/7', '')).toBe(`${H5}/#/pages/course/show?id=7`);
  });

  it('with msv sends to the H5 home with msv, dropping the deep link', () => {
    expect(mobileRedirectTarget(H5, '/courses/detail/7', '?msv=abc')).toBe(`${H5}/#/?msv=abc`);
    expect(mobileRedirectTarget('https://m.example.com/h5/?from=pc', '/', '?x=1&msv=a%20b')).toBe(
      'https://m.example.com/h5/#/?from=pc&msv=a%20b',
    );
  });

  it('returns null without an H5 site', () => {
    expect(mobileRedirectTarget('', '/courses/detail/7', '')).toBeNull();
    expect(mobileRedirectTarget('  ', '/', '')).toBeNull();
  });
});

describe('isSamePage', () => {
  it('detects a target that is the current page', () => {
    expect(isSamePage('https://a.example/#/x', { origin: 'https://a.example', pathname: '/' })).toBe(true);
    expect(isSamePage('https://m.example/', { origin: 'https://a.example', pathname: '/' })).toBe(false);
  });
});
