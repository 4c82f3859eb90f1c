import type { ThemeConfig } from 'antd';

/**
 * antd's default look with its too-light text colours darkened to WCAG 2.2 AA contrast (issue 29): the default
 * blue #1677ff (4.1:1 on white), the error red #ff4d4f (3.3:1), the grey of descriptions and statistic titles
 * (#8c8c8c, 3.4:1) and the green and gold tag text on their tints fall short of 4.5:1. The tokens below keep the
 * hues; the tags' text is darkened in global.css (antd derives it from its fixed palette, not from a token).
 */
export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorLinkHover: '#003eb3',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // 暂无数据 in an empty table, placeholders.
    colorTextQuaternary: 'rgba(0, 0, 0, 0.6)',
  },
};
