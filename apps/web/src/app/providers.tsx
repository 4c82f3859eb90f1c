import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import zhCN from 'antd/es/locale/zh_CN';
import { useContext, useLayoutEffect, type ReactNode } from 'react';
import { setNotifier } from '../api/notify.ts';
import { feedback } from '../components/feedback/feedback.ts';
import { FeedbackHost } from '../components/feedback/FeedbackHost.tsx';
import { theme } from './theme.ts';

/**
 * Lets the HTTP client show antd toasts (it must not depend on React itself); what was raised before this
 * mounted is shown now. The text is the toast's key, so several calls failing alike (three 401s) show one.
 */
function NotifierBridge() {
  const { message } = feedback;
  useLayoutEffect(() => {
    setNotifier({
      error: (text) => void message.error({ content: text, key: text }),
      success: (text) => void message.success({ content: text, key: text }),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

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
 * antd (zh_CN, theme; toasts and boxes through components/feedback rather than antd's <App>, which would put
 * message, notification and Modal in the first download) and react-query around the whole storefront.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <NotifierBridge />
      <FeedbackHost />
      <AppRoot>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AppRoot>
    </ConfigProvider>
  );
}
