import { App } from 'antd';
import { AdminApiError } from '../api/client.ts';

/**
 * Saves a list's new order through `reorder` (a mutation sending every id); the refusal (the list changed
 * meanwhile) is shown as the server says.
 */
export function useSaveOrder(reorder: { mutateAsync: (ids: number[]) => Promise<unknown> }) {
  const { message } = App.useApp();
  return (ids: number[]) =>
    reorder
      .mutateAsync(ids)
      .then(() => void message.success('顺序已保存'))
      .catch((error: unknown) =>
        message.error(error instanceof AdminApiError ? error.message : '保存顺序失败，请重试'),
      );
}
