import type { VideoAdminItem } from '@meedu/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeVideo } from '../../../../test/course-factories.ts';
import { onWrite, renderScreen, server } from '../../../../test/render.tsx';
import { VideoUploadDialog } from './VideoUploadDialog.tsx';

const TUS = '*/admin/api/uploads/tus';
const FILE_BYTES = 'fake video bytes';

describe('VideoUploadDialog', () => {
  it('uploads the file with tus, carrying the console header, then attaches the new asset to the video', async () => {
    const seen: { method: string; header: string | null }[] = [];
    let attached: unknown;
    const onClose = vi.fn();
    server.use(
      http.post(TUS, ({ request }) => {
        seen.push({ method: 'POST', header: request.headers.get('x-requested-with') });
        return new HttpResponse(null, {
          status: 201,
          headers: { Location: '/admin/api/uploads/tus/abc', 'Tus-Resumable': '1.0.0' },
        });
      }),
      http.patch(`${TUS}/abc`, ({ request }) => {
        seen.push({ method: 'PATCH', header: request.headers.get('x-requested-with') });
        return new HttpResponse(null, {
          status: 204,
          headers: {
            // The whole file arrived in this one chunk.
            'Upload-Offset': String(FILE_BYTES.length),
            'Media-Asset-Id': '31',
            'Tus-Resumable': '1.0.0',
          },
        });
      }),
      onWrite<VideoAdminItem>('put', '/videos/21/asset', makeVideo({ media_asset_id: 31 }), {
        seen: (b) => (attached = b),
      }),
    );
    const { user } = renderScreen(<VideoUploadDialog video={makeVideo()} onClose={onClose} />, {
      me: 'super',
    });
    const dialog = await screen.findByRole('dialog', { name: '上传视频：第一讲' });
    await user.upload(
      within(dialog).getByLabelText('视频文件'),
      new File([FILE_BYTES], 'a.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(attached).toEqual({ asset_id: 31 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen.map((s) => s.method)).toEqual(['POST', 'PATCH']);
    expect(seen.every((s) => s.header === 'zxt-admin')).toBe(true);
  });

  it('shows the server’s reason when the upload is refused', async () => {
    server.use(
      http.post(TUS, () =>
        HttpResponse.json(
          { message: '没有权限：课程（编辑）' },
          { status: 403, headers: { 'Tus-Resumable': '1.0.0' } },
        ),
      ),
    );
    const { user } = renderScreen(<VideoUploadDialog video={makeVideo()} onClose={() => undefined} />, {
      me: 'super',
    });
    const dialog = await screen.findByRole('dialog', { name: '上传视频：第一讲' });
    await user.upload(
      within(dialog).getByLabelText('视频文件'),
      new File(['x'], 'b.mp4', { type: 'video/mp4' }),
    );
    expect(await within(dialog).findByText('没有权限：课程（编辑）')).toBeInTheDocument();
  });
});
