import { screen, waitFor, within } from '@testing-library/react';
import type { CodeExchangeRecord, CodeQueryReply } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { marketingApi } from '../../../../test/handlers/marketing.ts';
import { systemApi } from '../../../../test/handlers/system.ts';
import { refuse } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';

const record = (name: string, relate: unknown[]): CodeExchangeRecord => ({
  activity_id: 3,
  used_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  activity: { name, relate_data: JSON.stringify(relate) },
});

let records: CodeExchangeRecord[] = [];
const down = outage();
let reply: CodeQueryReply = { activity: { id: 3, name: '礼包', relate_courses: [] } };
const calls: string[] = [];

beforeEach(() => {
  records = [];
  calls.length = 0;
  reply = {
    activity: {
      id: 3,
      name: '新学员礼包',
      relate_courses: [
        { id: 1, sign: 'vod', name: 'Python 入门', is_subscribe: true },
        { id: 2, sign: 'vip', name: '月度会员', is_subscribe: false },
      ],
    },
  };
  server.use(
    systemApi.captchaImage(() => ({
      sensitive: false,
      key: `k${calls.length}`,
      img: 'data:image/png;base64,AA==',
    })),
    marketingApi.codeRecords(down.reply(() => ({ data: records, total: records.length }))),
    marketingApi.codeQuery(async ({ request }) => {
      const body = (await request.json()) as { code: string; image_captcha: string };
      calls.push(`query:${body.code}:${body.image_captcha}`);
      if (body.code === 'BAD') return refuse('兑换码不存在');
      return reply;
    }),
    marketingApi.codeConfirm(async ({ request }) => {
      const body = (await request.json()) as { code: string; image_captcha: string };
      calls.push(`confirm:${body.code}:${body.image_captcha}`);
      records = [record('新学员礼包', [{ sign: 'vip', id: 2, name: '月度会员', thumb: '', charge: 0 }])];
      return { activity_id: 3 };
    }),
  );
  queryClient.setQueryData(configQuery.queryKey, makeConfig());
  loginAs(makeMember());
});
afterEach(() => {
  queryClient.clear();
});

const renderPage = () => renderRoute('/member/code-exchanger', { queryClient });
type User = Awaited<ReturnType<typeof renderPage>>['user'];

/** Answers the 操作验证 dialog the page has opened with `text`, and gives the dialog back. */
async function passCaptcha(user: User, text: string) {
  const captcha = await screen.findByRole('dialog', { name: '操作验证' });
  await user.type(within(captcha).getByPlaceholderText('请输入图形验证码'), text);
  await user.click(within(captcha).getByRole('button', { name: /确\s*认/ }));
  return captcha;
}

describe('/member/code-exchanger', () => {
  it('shows the empty records, and refuses an empty code before any request', async () => {
    const { user } = await renderPage();
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /验\s*证/ }));
    expect(await screen.findByText('请输入兑换码')).toBeInTheDocument();
    expect(screen.queryByText('操作验证')).not.toBeInTheDocument();
  });

  it('queries with a captcha, shows what the code gives, redeems with a second captcha and reloads the records', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByPlaceholderText('请输入兑换码'), 'ZXT-NEW-0001');
    await user.click(screen.getByRole('button', { name: /验\s*证/ }));
    await passCaptcha(user, 'ab12');
    const contents = await screen.findByRole('dialog', { name: '验证成功，可兑换以下内容' });
    expect(within(contents).getByText('录播-Python 入门')).toBeInTheDocument();
    expect(within(contents).getByText('已订阅')).toBeInTheDocument();
    expect(within(contents).getByText('VIP-月度会员')).toBeInTheDocument();
    expect(within(contents).getByText('未订阅')).toBeInTheDocument();
    await user.click(within(contents).getByRole('button', { name: '确认兑换' }));
    await passCaptcha(user, 'cd34');
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    expect(calls).toEqual(['query:ZXT-NEW-0001:ab12', 'confirm:ZXT-NEW-0001:cd34']);
    const list = await screen.findByRole('list', { name: '兑换记录' });
    expect(within(list).getByText('新学员礼包')).toBeInTheDocument();
    expect(within(list).getByText('2小时前')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入兑换码')).toHaveValue('');
    await user.click(within(list).getByText('新学员礼包'));
    const detail = await screen.findByRole('dialog', { name: '兑换记录' });
    expect(within(detail).getByText('VIP-月度会员')).toBeInTheDocument();
  });

  it('greys 确认兑换 out when everything is owned, and keeps the code after a failed query', async () => {
    reply.activity.relate_courses = [{ id: 1, sign: 'vod', name: 'Python 入门', is_subscribe: true }];
    const { user } = await renderPage();
    await user.type(screen.getByPlaceholderText('请输入兑换码'), 'BAD');
    await user.click(screen.getByRole('button', { name: /验\s*证/ }));
    let captcha = await passCaptcha(user, 'x');
    expect(await screen.findByText('兑换码不存在')).toBeInTheDocument();
    await waitFor(() => expect(within(captcha).getByPlaceholderText('请输入图形验证码')).toHaveValue(''));
    await user.click(within(captcha).getByRole('button', { name: /取\s*消/ }));
    const input = screen.getByPlaceholderText('请输入兑换码');
    expect(input).toHaveValue('BAD');
    await user.clear(input);
    await user.type(input, 'OWNED');
    await user.click(screen.getByRole('button', { name: /验\s*证/ }));
    captcha = await passCaptcha(user, 'y');
    const contents = await screen.findByRole('dialog', { name: '验证成功，可兑换以下内容' });
    expect(within(contents).getByRole('button', { name: '确认兑换' })).toBeDisabled();
  });

  it('says 加载失败 with a retry when the records cannot be loaded', async () => {
    down.start();
    await renderPage();
    expect(await findLoadFailure()).toBeInTheDocument();
  });
});
