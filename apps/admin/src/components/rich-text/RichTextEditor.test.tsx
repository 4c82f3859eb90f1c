import type { AdminUploadedImage } from '@meedu/contract/admin';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FieldHarness } from '../../../test/field-harness.tsx';
import { renderScreen, server } from '../../../test/render.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

const Harness = ({ initial }: { initial?: string }) => (
  <FieldHarness label="用户协议" initial={initial}>
    <RichTextEditor label="用户协议" />
  </FieldHarness>
);

describe('RichTextEditor', () => {
  it('loads lazily, is named by its field and shows the stored HTML', async () => {
    renderScreen(<Harness initial="<h2>总则</h2><p>欢迎使用</p>" />);
    const area = await screen.findByRole('textbox', { name: '用户协议' });
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(area.querySelector('h2')).toHaveTextContent('总则');
    expect(area).toHaveTextContent('欢迎使用');
    const toolbar = screen.getByRole('toolbar', { name: '用户协议格式' });
    for (const name of [
      '加粗',
      '斜体',
      '标题',
      '无序列表',
      '有序列表',
      '引用',
      '代码块',
      '链接',
      '插入图片',
      '撤销',
    ])
      expect(toolbar).toContainElement(screen.getByRole('button', { name }));
  });

  it('turns the paragraph into a heading and a code block from the toolbar, giving the form the HTML', async () => {
    const { user } = renderScreen(<Harness initial="<p>第一条</p>" />);
    await screen.findByRole('textbox', { name: '用户协议' });
    await user.click(screen.getByRole('button', { name: '标题' }));
    await waitFor(() => expect(screen.getByLabelText('当前值')).toHaveTextContent('<h2>第一条</h2>'));
    expect(screen.getByRole('button', { name: '标题' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '代码块' }));
    await waitFor(() =>
      expect(screen.getByLabelText('当前值')).toHaveTextContent('<pre><code>第一条</code></pre>'),
    );
  });

  it('refuses a link address that is not http(s) or relative', async () => {
    const { user } = renderScreen(<Harness initial="<p>官网</p>" />);
    await screen.findByRole('textbox', { name: '用户协议' });
    await user.click(screen.getByRole('button', { name: '链接' }));
    await user.click(screen.getByLabelText('链接地址'));
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '应用链接' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('链接地址须以 http://、https:// 或 / 开头');
    expect(screen.getByLabelText('当前值')).not.toHaveTextContent('javascript');
  });

  it('uploads an image and inserts it', async () => {
    server.use(
      http.post('*/admin/api/uploads/images', () =>
        HttpResponse.json<AdminUploadedImage>(
          { url: 'http://site.test/uploads/console/b.png', path: '/uploads/console/b.png' },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderScreen(<Harness initial="<p>图</p>" />);
    await screen.findByRole('textbox', { name: '用户协议' });
    await user.upload(
      screen.getByLabelText('用户协议插入的图片'),
      new File([new Uint8Array([0x89, 0x50])], '示意图.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('当前值')).toHaveTextContent(
        '<img src="http://site.test/uploads/console/b.png" alt="示意图">',
      ),
    );
  });
});
