import type { VideoCaptionItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onGet, renderScreen, server } from '../../../../test/render.tsx';
import { CaptionsPanel } from './CaptionsPanel.tsx';

const caption = (over: Partial<VideoCaptionItem> = {}): VideoCaptionItem => ({
  id: 5,
  video_id: 21,
  lang: 'zh-CN',
  label: '简体中文',
  is_default: true,
  size: 120,
  cue_count: 2,
  created_at: '2026-11-20T10:30:00+08:00',
  updated_at: '2026-11-20T10:30:00+08:00',
  ...over,
});
const whole = (items: VideoCaptionItem[]) => ({ items, total: items.length, page: 1, size: items.length });

describe('CaptionsPanel', () => {
  it('uploads a language, shows the server’s line-naming refusal as it is, and lists what was saved', async () => {
    let listed: VideoCaptionItem[] = [];
    const sent: Record<string, FormDataEntryValue | null>[] = [];
    server.use(
      onGet('/videos/21/captions', () => whole(listed)),
      http.post('*/admin/api/uploads/captions', async ({ request }) => {
        const form = await request.formData();
        sent.push({ video_id: form.get('video_id'), lang: form.get('lang'), label: form.get('label') });
        if (sent.length === 1) {
          const message =
            '不是有效的 WebVTT 字幕：第 3 行：时间轴格式错误（应为 00:00:01.000 --> 00:00:04.000）';
          return HttpResponse.json({ message, fields: { file: message } }, { status: 400 });
        }
        listed = [caption({ id: 6, label: '中文' })];
        return HttpResponse.json(listed[0], { status: 201 });
      }),
    );
    const { user } = renderScreen(<CaptionsPanel videoId={21} />, { me: 'super' });
    await screen.findByText('暂无字幕');
    await user.upload(screen.getByLabelText('字幕文件'), new File(['WEBVTT'], 'a.vtt', { type: 'text/vtt' }));
    await user.click(screen.getByRole('button', { name: '上传字幕' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('第 3 行：时间轴格式错误');

    await user.clear(screen.getByLabelText('字幕名称'));
    await user.type(screen.getByLabelText('字幕名称'), '中文');
    await user.click(screen.getByRole('button', { name: '上传字幕' }));
    const table = await screen.findByRole('table', { name: '字幕列表' });
    expect(await within(table).findByText('中文')).toBeInTheDocument();
    expect(within(table).getByText('默认')).toBeInTheDocument();
    expect(sent).toEqual([
      { video_id: '21', lang: 'zh-CN', label: '简体中文' },
      { video_id: '21', lang: 'zh-CN', label: '中文' },
    ]);
  });
});
