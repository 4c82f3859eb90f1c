import type { CertTemplateItem, IssuedCertItem } from '@meedu/contract/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import CertTemplatesPage from './CertTemplatesPage.tsx';

const AT = '2026-11-28T10:00:00+08:00';
const TEMPLATE: CertTemplateItem = {
  id: 3,
  name: '结业证书',
  background: '/uploads/console/0123456789abcdef0123456789abcdef.png',
  course_id: 8,
  course_title: 'React 入门',
  fields: [{ kind: 'member_name', text: '', x: 600, y: 400, size: 48, color: '#112233', align: 'center' }],
  issued: 2,
  created_at: AT,
};
const ISSUED: IssuedCertItem[] = [
  { id: 11, user_id: 7, nick_name: '小明', serial: '20261128ABCD0001', created_at: AT },
];

const draftOf = (img: HTMLElement) =>
  JSON.parse(new URL(img.getAttribute('src') ?? '', 'http://x').searchParams.get('draft') ?? '{}') as {
    fields: { text: string; x: number }[];
  };

describe('certificate templates screen', () => {
  it('lists templates; a view-only role opens who holds one and sees no writes', async () => {
    server.use(onGet('/cert-templates', page([TEMPLATE])), onGet('/cert-templates/3/issued', page(ISSUED)));
    const { user } = renderScreen(<CertTemplatesPage />, { route: '/cert-templates', me: ['certs.view'] });
    const table = await screen.findByRole('table', { name: '证书模板列表' });
    expect(await within(table).findByText('React 入门')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建证书模板' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '编辑：结业证书' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '查看已颁发：结业证书' }));
    const issued = await screen.findByRole('table', { name: '已颁发的证书' });
    expect(await within(issued).findByText('小明（ID 7）')).toBeInTheDocument();
    expect(within(issued).getByText('20261128ABCD0001')).toBeInTheDocument();
  });

  it('edits fields by keyboard with a live preview; checks keep the typed values; a refusal shows at its field', async () => {
    server.use(
      onGet('/cert-templates', page([TEMPLATE])),
      onGet('/courses', page([])),
      refuse('put', '/cert-templates/3', 400, {
        message: '文字最长 100 个字',
        fields: { 'fields.1.text': '文字最长 100 个字' },
      }),
    );
    const { user } = renderScreen(<CertTemplatesPage />, { route: '/cert-templates', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '编辑：结业证书' }));
    const form = await screen.findByRole('form', { name: '编辑证书模板 结业证书' });
    const previewDraft = () => draftOf(within(form).getByRole('img', { name: /证书预览/ }));
    await expect.poll(() => previewDraft().fields, { timeout: 3000 }).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: '添加字段' }));
    const second = within(form).getByRole('group', { name: '字段 2' });
    // One paste per value rather than a key per character: the same change events, far fewer redraws.
    await user.click(within(second).getByLabelText('文字'));
    await user.paste('优秀学员');
    const x = within(second).getByLabelText('横坐标 X');
    await user.clear(x);
    await user.paste('5000');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(second).findByText('须在画布内（0–1200）')).toBeInTheDocument();
    expect(x).toHaveValue('5000');

    await user.clear(x);
    await user.type(x, '300');
    await expect
      .poll(() => previewDraft().fields[1], { timeout: 3000 })
      .toMatchObject({ text: '优秀学员', x: 300 });
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(second).findByText('文字最长 100 个字')).toBeInTheDocument();
    expect(within(second).getByLabelText('文字')).toHaveValue('优秀学员');

    fireEvent.error(within(form).getByRole('img', { name: /证书预览/ }));
    expect(await within(form).findByText(/预览未能生成/)).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    server.use(refuse('get', '/cert-templates', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<CertTemplatesPage />, { route: '/cert-templates', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
