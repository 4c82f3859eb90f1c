import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SnapshotConfig } from '@meedu/contract';
import { SnapshotWidget } from './SnapshotWidget.tsx';
import { courseApi } from '../../../../test/handlers/course.ts';
import { server } from '../../../../test/msw.ts';
import { fakeEngine, renderWithPlayer } from '../../../../test/player.tsx';
import { routePattern } from '../../../../test/render.tsx';

const config: SnapshotConfig = { status: { vod: 1 }, cycle_time: 60, rate: 50, max_times: 3 };

function api(cfg: SnapshotConfig = config) {
  const uploads: FormData[] = [];
  const deleted: string[] = [];
  const asked = { config: 0 };
  server.use(
    courseApi.snapshotConfig(() => {
      asked.config += 1;
      return cfg;
    }),
    courseApi.snapshotCount({ count: 1 }),
    courseApi.snapshotImages({
      data: [{ id: 11, thumb: '/snap/11.png', duration: 42, created_at: '2024-01-01 00:00:00' }],
      total: 1,
    }),
    courseApi.snapshotUpload(async ({ request }) => {
      uploads.push(await request.formData());
      return { id: 12, thumb: '/snap/12.png' };
    }),
    courseApi.snapshotDelete(({ params }) => {
      deleted.push(String(params.id));
      return [];
    }),
  );
  return { uploads, deleted, asked };
}

const renderWidget = () =>
  renderWithPlayer(<SnapshotWidget videoId={101} getPosition={() => 42.6} />, {
    route: '/courses/video/101',
    path: routePattern('/courses/video/101'),
    loader: fakeEngine().loader,
  });

describe('SnapshotWidget', () => {
  it('is hidden when the addon does not enable vod', async () => {
    const sent = api({ ...config, status: { vod: 0 } });
    const { client } = renderWidget();
    await waitFor(() => expect(sent.asked.config).toBe(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByText('学习拍照')).not.toBeInTheDocument();
    expect(screen.queryByText('摄像头未捕捉到画面')).not.toBeInTheDocument();
  });

  it('explains a missing camera instead of a black box, and minimises to an icon', async () => {
    api();
    renderWidget();
    expect(await screen.findByText('摄像头未捕捉到画面')).toBeInTheDocument();
    expect(screen.getByText(/当前浏览器不支持摄像头/)).toBeInTheDocument();
    expect(screen.getByText('系统自动随机拍照无需操作')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '最小化窗口' }));
    await userEvent.click(screen.getByRole('button', { name: '学习拍照' }));
    expect(screen.getByText('请保证摄像头开启对准面部')).toBeVisible();
  });

  it('manages photos: rejects non-images, uploads with the position, deletes', async () => {
    const sent = api();
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: '学习照片管理' }));
    expect(await screen.findByText('照片管理')).toBeInTheDocument();
    const input = screen.getByTestId('snapshot-file');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('notes.txt不是图片文件')).toBeInTheDocument();
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const form = sent.uploads[0];
    expect(form?.get('duration')).toBe('42');
    expect(form?.get('resource_type')).toBe('vod');
    expect(form?.get('resource_id')).toBe('101');

    await userEvent.click(screen.getByRole('img', { name: '学习照片11' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(sent.deleted).toEqual(['11']);
  });
});
