import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CourseDetailReply,
  PlayInfoReply,
  SystemConfig,
  VideoDetailReply,
  WatchRecordRequest,
} from '@meedu/contract';
import { RESUME_BOX_MS } from '../player/VideoStage.tsx';
import VideoPage from './VideoPage.tsx';
import { holdTimers } from '../../../../test/timers.ts';
import { courseApi } from '../../../../test/handlers/course.ts';
import { memberApi } from '../../../../test/handlers/member.ts';
import { systemApi } from '../../../../test/handlers/system.ts';
import {
  makePlayerConfig,
  makePlayerCourseReply,
  makeVideoDetailReply,
  makeWatchRecord,
  noComments,
  playerMember,
  playerVideo,
} from '../../../../test/factories/course.ts';
import { bodyOf, networkError, refuse, replyTo, type Reply } from '../../../../test/handlers/http.ts';
import { server } from '../../../../test/msw.ts';
import { fakeEngine, renderWithPlayer } from '../../../../test/player.tsx';
import { loginAs, routePattern } from '../../../../test/render.tsx';

beforeEach(() => {
  // The player's own test client reads the member through member/detail (the query cache is where it lives).
  loginAs(playerMember);
  server.use(memberApi.detail(() => playerMember));
});

const mp4: PlayInfoReply = {
  urls: [
    { url: '/media/a-720.mp4', format: 'mp4', duration: 120, name: 720 },
    { url: '/media/a-480.mp4', format: 'mp4', duration: 120, name: 480 },
  ],
};

interface Api {
  details?: Record<number, VideoDetailReply>;
  playinfo?: Reply<PlayInfoReply>;
  course?: CourseDetailReply;
  config?: SystemConfig;
}

/** Answers the page's calls; returns what was sent. */
function useApi({ details = { 101: makeVideoDetailReply() }, playinfo = mp4, course, config }: Api = {}) {
  const sent = { records: [] as number[], playinfo: [] as string[] };
  server.use(
    systemApi.config(() => config ?? makePlayerConfig()),
    courseApi.video(':id', ({ params }) => details[Number(params.id)] ?? refuse('错误')),
    courseApi.playInfo(':id', (asked) => {
      sent.playinfo.push(new URL(asked.request.url).search);
      return replyTo(playinfo, asked);
    }),
    courseApi.record(':id', async ({ request }) => {
      sent.records.push((await bodyOf<WatchRecordRequest>(request)).duration);
      return [];
    }),
    courseApi.videoComments(':id', noComments()),
    courseApi.detail(':id', () => course ?? makePlayerCourseReply()),
    courseApi.beaconToken({ token: 'signed', expires_in: 3600 }),
  );
  return sent;
}

function renderPage(route = '/courses/video/101') {
  const engine = fakeEngine();
  const view = renderWithPlayer(<VideoPage />, { route, path: routePattern(route), loader: engine.loader });
  return { ...view, engine };
}

async function playerReady(engine: ReturnType<typeof fakeEngine>, count = 1) {
  await waitFor(() => expect(engine.players.length).toBe(count));
  const p = engine.latest();
  if (!p) throw new Error('no player');
  return p;
}

describe('VideoPage player states', () => {
  it('starts the player for a watchable video with the qualities, the poster and the member marquee', async () => {
    const sent = useApi({
      config: makePlayerConfig({
        enabled_bullet_secret: 1,
        bullet_secret: { size: 16, color: '#fff', opacity: 0.5, text: '学员${user.mobile}-${user.id}' },
      }),
    });
    const { engine } = renderPage();
    const player = await playerReady(engine);
    expect(player.options.sources).toEqual([
      { name: '720P', url: '/media/a-720.mp4' },
      { name: '480P', url: '/media/a-480.mp4' },
    ]);
    expect(player.options.poster).toBe('/player-cover.png');
    expect(player.options.banDrag).toBe(false);
    expect(sent.playinfo).toEqual(['?is_try=0']);
    expect(await screen.findByTestId('video-marquee')).toHaveTextContent('学员138****0000-42');
    expect(screen.queryByTestId('video-trial-banner')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Python 入门'));
    const crumbs = screen.getByRole('link', { name: 'Python 入门' });
    expect(crumbs).toHaveAttribute('href', '/courses/detail/7');
  });

  it('passes ban_drag to the player', async () => {
    useApi({ details: { 101: makeVideoDetailReply({ videoOver: { ban_drag: 1 } }) } });
    const { engine } = renderPage();
    const player = await playerReady(engine);
    expect(player.options.banDrag).toBe(true);
  });

  it('explains a video that is not bought, with the subscribe and VIP buttons, and asks no play address', async () => {
    const sent = useApi({
      details: { 101: makeVideoDetailReply({ is_watch: false }) },
      course: makePlayerCourseReply({ isBuy: false }),
    });
    const { engine } = renderPage();
    const box = await screen.findByTestId('video-locked');
    expect(box).toHaveTextContent('请购买课程后观看');
    expect(within(box).getByRole('button', { name: '会员免费看' })).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: '订阅课程 ￥99' }));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location.startsWith('/order?')).toBe(true);
    const q = new URLSearchParams(location.slice('/order'.length));
    expect(Object.fromEntries(q)).toEqual({
      goods_id: '7',
      goods_type: 'vod',
      goods_charge: '99',
      goods_label: '点播课程',
      goods_name: 'Python 入门',
      goods_thumb: '/covers/7.svg',
    });
    expect(sent.playinfo).toEqual([]);
    expect(engine.players).toHaveLength(0);
  });

  it('plays a trial with the banner, asks is_try=1 and stops at free_seconds', async () => {
    const sent = useApi({
      details: { 101: makeVideoDetailReply({ is_watch: false, videoOver: { free_seconds: 30 } }) },
    });
    const { engine } = renderPage();
    const player = await playerReady(engine);
    expect(sent.playinfo).toEqual(['?is_try=1']);
    expect(await screen.findByTestId('video-trial-banner')).toHaveTextContent(
      '您正在观看试看内容，观看完整内容请订阅',
    );
    act(() => player.playTo(45));
    expect(player.time).toBe(30); // stopped right at the limit
    expect(player.playing).toBe(false);
    const box = await screen.findByTestId('video-trial-ended');
    expect(box).toHaveTextContent('试看结束，购买课程观看所有视频');
    expect(within(box).getByRole('button', { name: '订阅课程 ￥99' })).toBeInTheDocument();
    expect(player.destroyed).toBe(true);
    // Positions reported while one is on its way are merged to the furthest (api/progress-reporter.ts).
    await waitFor(() => expect(sent.records.at(-1)).toBe(30));
    expect(sent.records).toEqual([...sent.records].sort((a, b) => a - b));
  });

  it('says 无播放地址 when the server has no address', async () => {
    useApi({ playinfo: { urls: [] } });
    const { engine } = renderPage();
    expect(await screen.findByTestId('video-no-url')).toHaveTextContent('无播放地址');
    expect(engine.players).toHaveLength(0);
  });

  it('shows the server reason when play info is refused', async () => {
    useApi({ playinfo: () => refuse('请购买后观看') });
    renderPage();
    expect(await screen.findByTestId('video-playinfo-error')).toHaveTextContent('请购买后观看');
  });

  it('shows a network error with a retry button, and retry starts the player', async () => {
    let fail = true;
    useApi({ playinfo: () => (fail ? networkError() : mp4) });
    const { engine } = renderPage();
    const box = await screen.findByTestId('video-playinfo-error');
    expect(box).toHaveTextContent('网络异常，请检查网络后重试');
    fail = false;
    await userEvent.click(within(box).getByRole('button', { name: '重试' }));
    await playerReady(engine);
    expect(screen.queryByTestId('video-playinfo-error')).not.toBeInTheDocument();
  });

  it('turns a fatal player error into a message with retry, which builds a new player', async () => {
    useApi();
    const { engine } = renderPage();
    const first = await playerReady(engine);
    act(() => first.emit('error', { message: '视频加载失败，请检查网络后重试' }));
    const box = await screen.findByTestId('video-player-error');
    expect(box).toHaveTextContent('视频加载失败，请检查网络后重试');
    expect(first.destroyed).toBe(true);
    await userEvent.click(within(box).getByRole('button', { name: '重试' }));
    await playerReady(engine, 2);
  });

  it('renders an embedded player snippet as an iframe of its address only', async () => {
    useApi({
      playinfo: {
        urls: [
          {
            url: '<iframe src="https://player.example.com/v/1" onload="x()"></iframe>',
            format: '',
            duration: 0,
            name: '',
          },
        ],
      },
    });
    const { engine } = renderPage();
    const frame = await screen.findByTitle('第101节');
    expect(frame).toHaveAttribute('src', 'https://player.example.com/v/1');
    expect(frame).not.toHaveAttribute('onload');
    expect(engine.players).toHaveLength(0);
  });

  it('stops when another tab starts a different video', async () => {
    useApi();
    const { engine } = renderPage();
    const player = await playerReady(engine);
    expect(localStorage.getItem('meedu-play-id')).toBe('101');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'meedu-play-id', newValue: '555' }));
    });
    expect(await screen.findByTestId('video-superseded')).toHaveTextContent('您已打开新视频，暂停本视频播放');
    expect(player.destroyed).toBe(true);
  });
});

describe('VideoPage progress records', () => {
  it('records every 10 s of playback, on pause and at the end, never 0', async () => {
    const sent = useApi();
    const { engine } = renderPage();
    const player = await playerReady(engine);
    act(() => {
      player.emit('timeupdate', 0);
      player.play();
      player.pause(); // at 0: nothing
      player.playTo(9);
    });
    expect(sent.records).toEqual([]);
    act(() => player.playTo(25));
    await waitFor(() => expect(sent.records).toEqual([10, 20]));
    act(() => player.pause());
    await waitFor(() => expect(sent.records).toEqual([10, 20, 25]));
    act(() => player.playTo(29)); // less than 10 s after the pause record
    expect(sent.records).toEqual([10, 20, 25]);
    act(() => {
      player.time = 120;
      player.end();
    });
    await waitFor(() => expect(sent.records).toEqual([10, 20, 25, 120]));
    expect(sent.records).not.toContain(0);
  });
});

describe('VideoPage resume prompt', () => {
  it('offers 上次看到 mm:ss with 继续观看, which seeks; no automatic seek', async () => {
    useApi({
      details: { 101: makeVideoDetailReply({ video_watched_progress: { '101': makeWatchRecord(101, 65) } }) },
    });
    const { engine } = renderPage();
    const player = await playerReady(engine);
    const box = await screen.findByTestId('video-resume');
    expect(box).toHaveTextContent('上次看到 01:05');
    expect(player.seeks).toEqual([]);
    await userEvent.click(within(box).getByRole('button', { name: '继续观看' }));
    expect(player.seeks).toEqual([65]);
    expect(screen.queryByTestId('video-resume')).not.toBeInTheDocument();
  });

  it('hides the prompt after 5 seconds', async () => {
    const clock = holdTimers(RESUME_BOX_MS);
    useApi({
      details: { 101: makeVideoDetailReply({ video_watched_progress: { '101': makeWatchRecord(101, 65) } }) },
    });
    renderPage();
    await screen.findByTestId('video-resume');
    clock.advance(4000);
    expect(screen.getByTestId('video-resume')).toBeInTheDocument();
    clock.advance(1100);
    expect(screen.queryByTestId('video-resume')).not.toBeInTheDocument();
  });

  it('offers nothing without progress', async () => {
    useApi();
    const { engine } = renderPage();
    await playerReady(engine);
    expect(screen.queryByTestId('video-resume')).not.toBeInTheDocument();
  });
});

describe('VideoPage next video', () => {
  const details = {
    101: makeVideoDetailReply(),
    102: makeVideoDetailReply({ video: playerVideo(102, 1) }),
    201: makeVideoDetailReply({ video: playerVideo(201, 2) }),
  };
  /** Plays video 101 to its end with the countdown's ticks held; returns the clock, the engine and the end box. */
  const endFirstVideo = async () => {
    const clock = holdTimers(1000);
    const { engine } = renderPage();
    const player = await playerReady(engine);
    act(() => player.end());
    return { clock, engine, box: await screen.findByTestId('video-ended') };
  };

  it('counts down from 10 and then replaces the address with the next video', async () => {
    useApi({ details });
    const { clock, engine, box } = await endFirstVideo();
    expect(box).toHaveTextContent('10秒后开始自动播放下一节');
    clock.advance(1000);
    expect(box).toHaveTextContent('9秒后开始自动播放下一节');
    clock.advance(9000);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/video/102'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-nav', 'REPLACE');
    await playerReady(engine, 2);
  });

  it('stops the countdown when cancelled, and 播放下一节课程 still goes at once', async () => {
    useApi({ details });
    const { clock, box } = await endFirstVideo();
    await userEvent.click(within(box).getByRole('button', { name: '取消自动播放' }));
    clock.advance(15000);
    expect(screen.getByTestId('location')).toHaveTextContent('/courses/video/101');
    expect(box).not.toHaveTextContent('秒后开始自动播放下一节');
    await userEvent.click(within(box).getByRole('button', { name: '播放下一节课程' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/video/102'));
  });

  it('congratulates at the end of the last video', async () => {
    useApi({ details });
    const { engine } = renderPage('/courses/video/201');
    const player = await playerReady(engine);
    act(() => player.end());
    expect(await screen.findByTestId('video-ended')).toHaveTextContent('恭喜你学完最后一节');
  });
});

describe('VideoPage chapter list', () => {
  it('highlights the current video and replace-navigates to another one', async () => {
    useApi({
      details: { 101: makeVideoDetailReply(), 201: makeVideoDetailReply({ video: playerVideo(201, 2) }) },
    });
    const { engine } = renderPage();
    await playerReady(engine);
    const nav = screen.getByRole('navigation', { name: '课程目录' });
    expect(within(nav).getByText('第一章 基础')).toBeInTheDocument();
    const current = within(nav).getByText('第101节').closest('li');
    expect(current).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(nav).getByText('第101节'));
    expect(screen.getByTestId('location')).toHaveTextContent('/courses/video/101');
    await userEvent.click(within(nav).getByText('第201节'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/video/201'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-nav', 'REPLACE');
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: '课程目录' }))
          .getByText('第201节')
          .closest('li'),
      ).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('marks locked videos and trials when the course is not bought', async () => {
    const d = makeVideoDetailReply({ is_watch: false, videoOver: { free_seconds: 30 } });
    useApi({ details: { 101: d }, course: makePlayerCourseReply({ isBuy: false }) });
    renderPage();
    const nav = await screen.findByRole('navigation', { name: '课程目录' });
    await waitFor(() => expect(within(nav).getAllByLabelText('未购买')).toHaveLength(3));
    const trialRow = within(nav).getByText('第101节').closest('li');
    if (!trialRow) throw new Error('row missing');
    expect(within(trialRow).getByText('试看')).toBeInTheDocument();
    const other = within(nav).getByText('第102节').closest('li');
    if (!other) throw new Error('row missing');
    expect(within(other).queryByText('试看')).not.toBeInTheDocument();
  });

  it('shows the attachments of the course in the second tab', async () => {
    useApi();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: '课程附件' }));
    expect(await screen.findByText('课件.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载附件' })).toBeInTheDocument();
  });
});
