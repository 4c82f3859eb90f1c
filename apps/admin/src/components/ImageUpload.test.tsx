import type { AdminUploadedImage } from '@meedu/contract/admin';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FieldHarness } from '../../test/field-harness.tsx';
import { refuse, renderScreen, server } from '../../test/render.tsx';
import { ImageUpload } from './ImageUpload.tsx';

const Harness = ({ initial }: { initial?: string }) => (
  <FieldHarness label="站点 Logo" initial={initial}>
    <ImageUpload label="站点 Logo" />
  </FieldHarness>
);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('ImageUpload', () => {
  it('is named by its form label, uploads the chosen file and keeps the URL as the value, with a preview', async () => {
    let sent: Request | null = null;
    server.use(
      http.post('*/admin/api/uploads/images', ({ request }) => {
        sent = request;
        return HttpResponse.json<AdminUploadedImage>(
          { url: 'http://site.test/uploads/console/a.png', path: '/uploads/console/a.png' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderScreen(<Harness />);
    const input = screen.getByLabelText('站点 Logo');
    await user.upload(input, png());
    expect(await screen.findByRole('img', { name: '站点 Logo预览' })).toHaveAttribute(
      'src',
      'http://site.test/uploads/console/a.png',
    );
    expect(screen.getByLabelText('当前值')).toHaveTextContent('http://site.test/uploads/console/a.png');
    expect(sent!.headers.get('x-requested-with')).toBe('zxt-admin');
    expect(sent!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('shows the server refusal in Chinese and keeps the old value', async () => {
    server.use(
      refuse('post', '/uploads/images', 400, {
        message: '请上传 PNG、JPEG、GIF 或 WebP 图片',
        fields: { file: '请上传 PNG、JPEG、GIF 或 WebP 图片' },
      }),
    );
    const { user } = renderScreen(<Harness initial="http://site.test/old.png" />);
    await user.upload(screen.getByLabelText('站点 Logo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('请上传 PNG、JPEG、GIF 或 WebP 图片');
    expect(screen.getByLabelText('当前值')).toHaveTextContent('http://site.test/old.png');
  });

  it('removes the image with 移除', async () => {
    const { user } = renderScreen(<Harness initial="http://site.test/old.png" />);
    await user.click(screen.getByRole('button', { name: '移除' }));
    expect(screen.queryByRole('img', { name: '站点 Logo预览' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('当前值')).toHaveTextContent('');
  });
});
