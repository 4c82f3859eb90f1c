import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import zhCN from 'antd/es/locale/zh_CN';
import { useContext, type ReactNode } from 'react';
import { InAntdScope } from './in-scope.ts';
import { theme } from './theme.ts';

/**
 * The root element antd's <App> rendered, with its styles (the theme's text colour, size and font, and antd's
 * link reset), without the message, notification and Modal hooks that come with <App>.
 */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={`${hashId} ${prefixCls} ${cssVarCls}`}>{children}</div>;
}

/**
 * antd (zh_CN, the theme, its App styles) around what renders antd components: every page but those the route
 * table marks `plain`, the account dialogs and the toasts. Not around the whole storefront: antd's core and its
 * runtime styling (the theme's tokens, CSS variables and styles, computed in the browser) cost the home page,
 * which renders no antd component, about 0.4 s on a slow phone and 44 KB gzip of its first download (issue 10).
 * The storefront's own CSS gives the shell what antd's App gave it (app/global.css).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AppRoot>
        <InAntdScope.Provider value={true}>{children}</InAntdScope.Provider>
      </AppRoot>
    </ConfigProvider>
  );
}
