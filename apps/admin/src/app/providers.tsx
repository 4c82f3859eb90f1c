import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { consoleTheme } from './theme.ts';

/**
 * antd in Chinese with its `<App>` (messages and dialogs through `App.useApp()`), and react-query. Buttons keep
 * their text as written (antd would space two-character labels: 登 录), so they are named as they read.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
