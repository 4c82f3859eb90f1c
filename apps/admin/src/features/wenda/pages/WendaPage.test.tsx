import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAnswer, makeQuestion } from '../../../../test/content-factories.ts';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import WendaPage from './WendaPage.tsx';

describe('WendaPage', () => {
  it('closes a question and hides an answer in the question’s drawer', async () => {
    let closed = false;
    let hidden = false;
    server.use(
      onGet('/wenda/questions', page([makeQuestion()])),
      onGet('/wenda/questions/31', makeQuestion()),
      onWrite('post', '/wenda/questions/31/close', makeQuestion({ is_closed: true }), {
        seen: () => (closed = true),
      }),
      onWrite('post', '/wenda/answers/41/hide', makeAnswer({ is_hidden: true }), {
        seen: () => (hidden = true),
      }),
    );
    const { user } = renderScreen(<WendaPage />, { route: '/wenda', me: 'super' });
    const table = await screen.findByRole('table', { name: '问题列表' });
    await user.click(await within(table).findByRole('button', { name: '关闭' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(closed).toBe(true));

    await user.click(within(table).getByRole('button', { name: '闭包是什么' }));
    expect(await screen.findByText('加微信领取资料')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '隐藏 回答者 的回答' }));
    const confirms = await screen.findAllByRole('button', { name: '确定' });
    await user.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(hidden).toBe(true));
  });

  it('a view-only role sees answers but no writes; a failed load', async () => {
    server.use(
      onGet('/wenda/questions', page([makeQuestion()])),
      onGet('/wenda/questions/31', makeQuestion()),
    );
    const { user, unmount } = renderScreen(<WendaPage />, { route: '/wenda', me: ['wenda.view'] });
    await user.click(await screen.findByRole('button', { name: '闭包是什么' }));
    expect(await screen.findByText('加微信领取资料')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /隐藏/ })).not.toBeInTheDocument();
    unmount();
    server.use(refuse('get', '/wenda/questions', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<WendaPage />, { route: '/wenda', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
  });
});
