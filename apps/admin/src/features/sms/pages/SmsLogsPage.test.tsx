import type { SmsSendLogItem } from '@meedu/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, page, renderScreen, server } from '../../../../test/render.tsx';
import SmsLogsPage from './SmsLogsPage.tsx';

const sent: SmsSendLogItem = {
  id: 2,
  provider: 'aliyun',
  scene: 'login',
  mobile: '138****0000',
  status: 'sent',
  request_id: 'A1B2-REQ',
  biz_id: '900619746936498440^0',
  error_code: '',
  error_message: '',
  created_at: '2026-11-28T10:00:00+08:00',
};
const failed: SmsSendLogItem = {
  ...sent,
  id: 1,
  provider: 'tencent',
  scene: 'register',
  status: 'failed',
  biz_id: '',
  error_code: 'LimitExceeded.PhoneNumberDailyLimit',
  error_message: '单个手机号日下发短信条数超过设定的上限',
};

describe('SmsLogsPage', () => {
  it('lists sends in words with the provider ids and the error, and filters by mobile and status', async () => {
    const asked: string[] = [];
    server.use(
      onGet('/sms/logs', (_r, url) => {
        asked.push(url.search);
        return page([sent, failed]);
      }),
    );
    const { user, router } = renderScreen(<SmsLogsPage />, { route: '/sms-logs', me: ['settings.view'] });
    const table = await screen.findByRole('table', { name: '短信发送记录' });
    const first = (await within(table).findByText('A1B2-REQ / 900619746936498440^0')).closest('tr')!;
    const second = within(table).getByText('腾讯云').closest('tr')!;
    expect(first).toHaveTextContent('138****0000');
    expect(first).toHaveTextContent('登录');
    expect(first).toHaveTextContent('阿里云');
    expect(first).toHaveTextContent('已发送');
    expect(first).toHaveTextContent('A1B2-REQ / 900619746936498440^0');
    expect(second).toHaveTextContent('腾讯云');
    expect(second).toHaveTextContent('失败');
    expect(second).toHaveTextContent(
      'LimitExceeded.PhoneNumberDailyLimit 单个手机号日下发短信条数超过设定的上限',
    );

    await user.click(screen.getByLabelText('手机号'));
    await user.paste('13800000000');
    await user.click(screen.getByLabelText('状态'));
    await user.click(await screen.findByTitle('失败'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mobile=13800000000&status=failed'));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=20&mobile=13800000000&status=failed'));
  });
});
