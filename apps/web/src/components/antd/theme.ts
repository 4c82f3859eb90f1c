import type { ThemeConfig } from 'antd';

/** One brand blue, one radius, system Chinese fonts. */
export const BRAND_COLOR = '#245bdb';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: BRAND_COLOR, activeBarHeight: 3 },
    Modal: { borderRadiusLG: 10 },
  },
};
