import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayInfoReply } from '@meedu/contract';
import { StorageKeys } from '../../../../lib/storage.ts';
import { VideoStage } from '../VideoStage.tsx';
import { courseApi } from '../../../../../test/handlers/course.ts';
import { makeVideoDetailReply } from '../../../../../test/factories/course.ts';
import { server } from '../../../../../test/msw.ts';
import { fakeEngine, renderWithPlayer } from '../../../../../test/player.tsx';
import { routePattern } from '../../../../../test/render.tsx';

const reply: PlayInfoReply = {
  urls: [{ url: '/media/a.mp4', format: 'mp4', duration: 120, name: 720 }],
  captions: [
    { id: 1, lang: 'zh-CN', label: '简体中文', is_default: true, url: '/media/captions/1.vtt?sign=s' },
    { id: 2, lang: 'en', label: 'English', is_default: false, url: '/media/captions/2.vtt?sign=s' },
  ],
};
const FILES: Record<string, string> = {
  '1.vtt':
    'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n大家好，欢迎\n\n00:00:05.000 --> 00:00:07.000\n<v 讲师>极限的定义\n\n00:00:08.000 --> 00:00:10.000\n连续与极限\n',
  '2.vtt': 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello and welcome\n',
};

beforeEach(() => {
  server.use(
    courseApi.playInfo(':id', reply),
    courseApi.record(':id', []),
    courseApi.beaconToken({ token: 'signed', expires_in: 3600 }),
    http.get('*/media/captions/:file', ({ params }) =>
      HttpResponse.text(FILES[String(params.file)] ?? '', { headers: { 'Content-Type': 'text/vtt' } }),
    ),
  );
});

async function renderStage() {
  const engine = fakeEngine();
  const host = document.createElement('div');
  document.body.appendChild(host);
  const view = renderWithPlayer(
    <VideoStage
      detail={makeVideoDetailReply()}
      marquee={null}
      onGoVideo={() => undefined}
      transcriptHost={host}
    />,
    { route: '/courses/video/101', path: routePattern('/courses/video/101'), loader: engine.loader },
  );
  await waitFor(() => expect(engine.players).toHaveLength(1));
  const player = engine.latest();
  if (!player) throw new Error('no player');
  expect(player.options.controlSlot).toBe(true);
  const controls = within(await screen.findByTestId('fake-player-controls'));
  return { ...view, player, controls, host };
}

const remembered = () => JSON.parse(localStorage.getItem(StorageKeys.captions) ?? 'null') as unknown;

describe('captions in the player', () => {
  it('turns captions on with the 字幕 button, shows the spoken cue, switches language and remembers both', async () => {
    const { player, controls } = await renderStage();
    const toggle = controls.getByRole('button', { name: '字幕' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    act(() => player.playTo(2));
    expect(screen.queryByTestId('video-caption-line')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('video-caption-line')).toHaveTextContent('大家好，欢迎');
    expect(remembered()).toEqual({ on: true, lang: 'zh-CN' });

    await userEvent.selectOptions(controls.getByRole('combobox', { name: '字幕语言' }), 'en');
    await waitFor(() =>
      expect(screen.getByTestId('video-caption-line')).toHaveTextContent('Hello and welcome'),
    );
    expect(remembered()).toEqual({ on: true, lang: 'en' });

    // Off again: no line, and the choice is kept as off.
    await userEvent.click(toggle);
    expect(screen.queryByTestId('video-caption-line')).not.toBeInTheDocument();
    expect(remembered()).toEqual({ on: false, lang: 'en' });
  });

  it('starts with the remembered choice on the next video', async () => {
    localStorage.setItem(StorageKeys.captions, JSON.stringify({ on: true, lang: 'en' }));
    const { player, controls } = await renderStage();
    expect(controls.getByRole('button', { name: '字幕' })).toHaveAttribute('aria-pressed', 'true');
    act(() => player.playTo(2));
    expect(await screen.findByTestId('video-caption-line')).toHaveTextContent('Hello and welcome');
  });

  it('lists the transcript beside the video: the current cue marked, a line seeks, the search narrows', async () => {
    const { player, host } = await renderStage();
    const panel = within(host);
    const list = await panel.findByRole('list', { name: '字幕条目' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    act(() => player.playTo(6));
    const spoken = within(list).getByRole('button', { name: /极限的定义/ });
    expect(spoken).toHaveAttribute('aria-current', 'true');
    // The list is not a live region: the current cue is never announced as it moves.
    expect(list.closest('[aria-live]')).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: /连续与极限/ }));
    expect(player.seeks).toEqual([8]);
    within(list)
      .getByRole('button', { name: /大家好/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(player.seeks).toEqual([8, 1]);

    await userEvent.type(panel.getByLabelText('搜索字幕'), '定义');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(list.querySelector('mark')).toHaveTextContent('定义');
    expect(panel.getByRole('status')).toHaveTextContent('找到 1 条');

    const header = panel.getByRole('button', { name: /字幕文稿/ });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });
});
