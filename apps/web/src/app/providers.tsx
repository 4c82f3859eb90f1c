import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { setNotifier } from '../api/notify.ts';
import { feedback } from '../components/feedback/feedback.ts';
import { FeedbackHost } from '../components/feedback/FeedbackHost.tsx';

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
 * react-query and the toasts around the whole storefront. antd's theme and locale are not here: they wrap what
 * renders antd (components/antd/AntdScope.tsx), so a page without antd loads and runs none of it.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <>
      <NotifierBridge />
      <FeedbackHost />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </>
  );
}
