import type { ThemeConfig } from 'antd';

/** One brand blue, one radius, system Chinese fonts. */
export const BRAND_COLOR = '#245bdb';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    // antd's error red (#ff4d4f, 3.3:1 on white) and its greys for secondary text (#8c8c8c, 3.4:1) fall short of
    // WCAG's 4.5:1 (issue 29): the same hues, darker.
    colorError: '#cf1322',
    // Hover darkens instead of lightening, so white text on a hovered button and a hovered link keep 4.5:1.
    colorPrimaryHover: '#1c4bd9',
    colorLinkHover: '#1c4bd9',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: BRAND_COLOR, activeBarHeight: 3 },
    Modal: { borderRadiusLG: 10 },
  },
};
