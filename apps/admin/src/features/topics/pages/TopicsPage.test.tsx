import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContentCategory, makeTopic } from '../../../../test/content-factories.ts';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import TopicsPage from './TopicsPage.tsx';

describe('TopicsPage', () => {
  it('lists topics; an empty list; a view-only role gets no writes', async () => {
    server.use(onGet('/topic-categories', [makeContentCategory()]), onGet('/topics', page([makeTopic()])));
    const { unmount } = renderScreen(<TopicsPage />, { route: '/topics', me: ['topics.view'] });
    const table = await screen.findByRole('table', { name: '图文列表' });
    expect(await within(table).findByText('如何写作')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建图文' })).not.toBeInTheDocument();
    unmount();
    server.use(onGet('/topics', page([])));
    renderScreen(<TopicsPage />, { route: '/topics', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('edits a topic’s parts read from the server; a refusal at its field, then saved', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      onGet('/topic-categories', [makeContentCategory()]),
      onGet('/topics', page([makeTopic()])),
      onGet('/topics/5', makeTopic()),
      refuse('put', '/topics/5', 400, { message: '参数错误', fields: { title: '图文标题最长 120 个字' } }),
    );
    const { user } = renderScreen(<TopicsPage />, { route: '/topics', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '编辑：如何写作' }));
    const form = await screen.findByRole('form', { name: '编辑图文 如何写作' });
    expect(within(form).getByLabelText('图文标题')).toHaveValue('如何写作');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('图文标题最长 120 个字')).toBeInTheDocument();
    server.use(
      onWrite('put', '/topics/5', makeTopic(), { seen: (b) => (sent = b as Record<string, unknown>) }),
    );
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toMatchObject({ title: '如何写作', paid_content: '<p>付费</p>' }));
  });
});
