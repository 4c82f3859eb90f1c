import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionCreateRequest, QuestionListReply, WendaConfig } from '@meedu/contract';
import { memberApi } from '../../../../test/handlers/member.ts';
import { wendaApi } from '../../../../test/handlers/wenda.ts';
import { networkError } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute } from '../../../../test/render.tsx';
import { makeQuestionListItem as question } from '../../../../test/factories/wenda.ts';

const categories = [
  { id: 3, name: '编程开发', children: [{ id: 7, name: 'Python' }] },
  { id: 4, name: '职场沟通', children: [] },
];

let config: WendaConfig = { pc_diy_content: '<p>提问须知</p><script>x()</script>', enable_credit1: 1 };
let list: QuestionListReply | 'network' = { data: { data: [], total: 0 }, categories };
const requests: Record<string, string>[] = [];
const asked: QuestionCreateRequest[] = [];

beforeEach(() => {
  requests.length = 0;
  asked.length = 0;
  config = { pc_diy_content: '<p>提问须知</p><script>x()</script>', enable_credit1: 1 };
  list = {
    data: {
      data: [question(1, { credit1: 20, status: 1, status_text: '已解决' }), question(2)],
      total: 2,
    },
    categories,
  };
  server.use(
    wendaApi.config(() => config),
    wendaApi.list(({ request }) => {
      requests.push(Object.fromEntries(new URL(request.url).searchParams));
      if (list === 'network') return networkError();
      return list;
    }),
    wendaApi.createForm(() => ({
      categories: [
        { id: 3, name: '编程开发' },
        { id: 7, name: 'Python' },
      ],
    })),
    wendaApi.create(async ({ request }) => {
      asked.push((await request.json()) as QuestionCreateRequest);
      return { id: 42 };
    }),
  );
});

describe('WendaPage', () => {
  it('lists questions with the solved label, counts and the reward badge; the sidebar HTML is sanitised', async () => {
    await renderRoute('/wenda');
    const solved = await screen.findByRole('link', { name: /问题1/ });
    expect(solved).toHaveAttribute('href', '/wenda/detail/1');
    expect(within(solved).getByText('已解决')).toBeInTheDocument();
    expect(within(solved).getByText('20积分')).toBeInTheDocument();
    expect(within(solved).getByText('3个回答')).toBeInTheDocument();
    expect(within(solved).getByText('12次浏览')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /问题2/ });
    expect(within(open).queryByText('未解决')).not.toBeInTheDocument();
    expect(within(open).queryByText(/积分/)).not.toBeInTheDocument();
    expect(await screen.findByText('提问须知')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(requests.at(-1)).toEqual({ page: '1', size: '16', scene: 'default', cid: '0' });
  });

  it('writes the chosen category and scene into the URL and asks for them', async () => {
    const { user, router } = await renderRoute('/wenda?cid=3&child=7&scene=solved');
    await screen.findByRole('link', { name: /问题1/ });
    expect(requests.at(-1)).toEqual({ page: '1', size: '16', scene: 'solved', cid: '7' });
    await user.click(screen.getByRole('tab', { name: '最新回答' }));
    expect(currentUrl(router)).toBe('/wenda?cid=3&child=7&scene=last_answer');
    await user.click(
      within(screen.getByRole('group', { name: '分类：' })).getByRole('button', { name: '职场沟通' }),
    );
    expect(currentUrl(router)).toBe('/wenda?cid=4&scene=last_answer');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ scene: 'last_answer', cid: '4' }));
  });

  it('sends a visitor who wants to ask to the login page', async () => {
    const { user, router } = await renderRoute('/wenda');
    await user.click(await screen.findByRole('button', { name: '我要提问' }));
    expect(currentUrl(router)).toBe('/login?redirect=%2Fwenda');
  });

  it('shows the empty state, and 加载失败 with 重试 when the list cannot be loaded', async () => {
    list = 'network';
    const { user } = await renderRoute('/wenda');
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    list = { data: { data: [], total: 0 }, categories };
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('the ask dialog checks the reward against the balance, keeps what was typed, then posts and opens the question', async () => {
    loginAs(makeMember({ credit1: 30 }));
    server.use(memberApi.detail(() => makeMember({ credit1: 30 })));
    const { user, router } = await renderRoute('/wenda');
    await user.click(await screen.findByRole('button', { name: '我要提问' }));
    const dialog = await screen.findByRole('dialog');
    const publish = within(dialog).getByRole('button', { name: '发布问题' });
    expect(publish).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: 'Python' }));
    await user.type(within(dialog).getByPlaceholderText('请填写问题标题（不超过64个字）'), '怎么学 Python？');
    await user.type(within(dialog).getByPlaceholderText('请填写问题具体内容'), '零基础');
    expect(within(dialog).getByText('积分余额：30积分')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: '悬赏积分' }), '50');
    expect(publish).toBeEnabled();
    await user.click(publish);
    expect(await screen.findByText('积分余额不足')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
    expect(within(dialog).getByPlaceholderText('请填写问题标题（不超过64个字）')).toHaveValue(
      '怎么学 Python？',
    );

    const reward = within(dialog).getByRole('spinbutton', { name: '悬赏积分' });
    await user.clear(reward);
    await user.type(reward, '10');
    await user.click(publish);
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(asked[0]).toEqual({
      category_id: 7,
      title: '怎么学 Python？',
      original_content: '零基础',
      render_content: '零基础',
      images: [],
      credit1: 10,
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/wenda/detail/42'));
  });

  it('offers no reward field when the operator has turned rewards off', async () => {
    config = { pc_diy_content: '', enable_credit1: 0 };
    loginAs(makeMember());
    const { user } = await renderRoute('/wenda');
    await user.click(await screen.findByRole('button', { name: '我要提问' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Python' });
    expect(within(dialog).queryByRole('spinbutton', { name: '悬赏积分' })).not.toBeInTheDocument();
  });
});
