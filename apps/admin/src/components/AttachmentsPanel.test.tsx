import type { AttachmentItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { courseAttachments } from '../features/courses/api/attachments.ts';
import { onGet, onWrite, refuse, renderScreen, server } from '../../test/render.tsx';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';

const makeAttachment = (over: Partial<AttachmentItem> = {}): AttachmentItem => ({
  id: 3,
  course_id: 7,
  name: '讲义.pdf',
  extension: 'pdf',
  size: 2.5 * 1024 * 1024,
  download_times: 12,
  created_at: '2026-11-20T10:30:00+08:00',
  ...over,
});

const pdf = () => new File(['%PDF-1.4 讲义'], '习题.pdf', { type: 'application/pdf' });

describe('AttachmentsPanel', () => {
  it('lists the attachments with size and downloads; empty says so', async () => {
    server.use(onGet('/courses/7/attachments', [makeAttachment()]));
    renderScreen(<AttachmentsPanel place={courseAttachments(7)} perm="courses.edit" />, { me: 'super' });
    const table = await screen.findByRole('table', { name: '附件列表' });
    const row = (await within(table).findByText('讲义.pdf')).closest('tr')!;
    expect(within(row).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();

    server.use(onGet('/courses/8/attachments', []));
    renderScreen(<AttachmentsPanel place={courseAttachments(8)} perm="courses.edit" />, { me: 'super' });
    expect(await screen.findByText('暂无附件')).toBeInTheDocument();
  });

  it('uploads a file with the course id, shows the server’s refusal, and lists what was saved', async () => {
    let listed: AttachmentItem[] = [];
    const sent: { type: string | null; course: FormDataEntryValue | null; file: boolean }[] = [];
    server.use(
      onGet('/courses/7/attachments', () => listed),
      refuse('post', '/uploads/attachments', 400, { message: '附件不能超过 50 MB' }),
    );
    const { user } = renderScreen(<AttachmentsPanel place={courseAttachments(7)} perm="courses.edit" />, {
      me: 'super',
    });
    await screen.findByText('暂无附件');
    await user.upload(screen.getByLabelText('上传附件'), pdf());
    expect(await screen.findByText('附件不能超过 50 MB')).toBeInTheDocument();

    server.use(
      http.post('*/admin/api/uploads/attachments', async ({ request }) => {
        const form = await request.formData();
        // jsdom's File does not survive the trip into the handler's form data (its bytes are checked by the
        // server's own tests): here, that a multipart form with the course and a file part was sent.
        sent.push({
          type: request.headers.get('content-type'),
          course: form.get('course_id'),
          file: form.has('file'),
        });
        listed = [makeAttachment({ id: 4, name: '习题.pdf' })];
        return HttpResponse.json(listed[0], { status: 201 });
      }),
    );
    await user.upload(screen.getByLabelText('上传附件'), pdf());
    expect(await screen.findByText('习题.pdf')).toBeInTheDocument();
    expect(sent).toEqual([{ type: expect.stringMatching(/^multipart\/form-data/), course: '7', file: true }]);
    expect(screen.queryByText('附件不能超过 50 MB')).not.toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    let listed = [makeAttachment()];
    let deleted = false;
    server.use(
      onGet('/courses/7/attachments', () => listed),
      onWrite('delete', '/attachments/3', null, {
        seen: () => {
          deleted = true;
          listed = [];
        },
      }),
    );
    const { user } = renderScreen(<AttachmentsPanel place={courseAttachments(7)} perm="courses.edit" />, {
      me: 'super',
    });
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(await screen.findByText('暂无附件')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('a view-only role sees the list, and no upload or delete', async () => {
    server.use(onGet('/courses/7/attachments', [makeAttachment()]));
    renderScreen(<AttachmentsPanel place={courseAttachments(7)} perm="courses.edit" />, {
      me: ['courses.view'],
    });
    expect(await screen.findByText('讲义.pdf')).toBeInTheDocument();
    expect(screen.queryByLabelText('上传附件')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
