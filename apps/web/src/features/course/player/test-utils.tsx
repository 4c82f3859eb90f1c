/**
 * Test helpers for the player page: a fake player engine (jsdom has no media pipeline), contract-shaped payloads
 * and a renderer with the providers the page needs. Used only by the *.test.tsx files next to it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import type {
  CourseChapter,
  CourseDetail,
  CourseDetailReply,
  MemberDetail,
  SystemConfig,
  VideoItem,
  WatchRecord,
} from '@meedu/contract';
import { FeedbackHost } from '../../../components/feedback/FeedbackHost.tsx';
import { createTestQueryClient, makeConfig, makeMember, ok } from '../../../../test/render.tsx';
import type { VideoDetailReply } from '@meedu/contract';
import { PlayerEngineContext } from './engine-context.ts';
import type { PlayerEngine, PlayerEventMap, PlayerEventName, PlayerHandle, PlayerOptions } from './types.ts';

type AnyListener = (...args: never[]) => void;

export class FakePlayer implements PlayerHandle {
  time = 0;
  playing = false;
  destroyed = false;
  seeks: number[] = [];
  readonly overlayRoot: HTMLElement;
  private listeners = new Map<PlayerEventName, Set<AnyListener>>();

  constructor(readonly options: PlayerOptions) {
    this.overlayRoot = document.createElement('div');
    this.overlayRoot.dataset.testid = 'fake-player-overlay';
    options.container.appendChild(this.overlayRoot);
  }

  play() {
    this.playing = true;
    this.emit('play');
  }
  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.emit('pause');
  }
  seek(seconds: number) {
    this.seeks.push(seconds);
    this.time = seconds;
  }
  currentTime() {
    return this.time;
  }
  on<E extends PlayerEventName>(event: E, fn: (...args: PlayerEventMap[E]) => void) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    const l = fn as AnyListener;
    set.add(l);
    return () => {
      set.delete(l);
    };
  }
  emit<E extends PlayerEventName>(event: E, ...args: PlayerEventMap[E]) {
    for (const fn of this.listeners.get(event) ?? []) (fn as (...a: PlayerEventMap[E]) => void)(...args);
  }
  /** Plays up to `seconds`, one timeupdate per second passed (as a browser would, roughly). */
  playTo(seconds: number) {
    this.playing = true;
    for (let t = Math.floor(this.time) + 1; t <= seconds; t++) {
      this.time = t;
      this.emit('timeupdate', t);
      if (!this.playing || this.destroyed) return;
    }
  }
  end() {
    this.playing = false;
    this.emit('pause');
    this.emit('ended');
  }
  destroy() {
    this.destroyed = true;
    this.listeners.clear();
    this.overlayRoot.remove();
  }
}

export function fakeEngine() {
  const players: FakePlayer[] = [];
  const engine: PlayerEngine = async (options) => {
    const p = new FakePlayer(options);
    players.push(p);
    return p;
  };
  return { players, loader: () => Promise.resolve(engine), latest: () => players[players.length - 1] };
}

export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <div data-testid="location" data-nav={navigationType}>
      {location.pathname + location.search}
    </div>
  );
}

export function renderWithPlayer(
  ui: ReactNode,
  { route, path, loader }: { route: string; path: string; loader: () => Promise<PlayerEngine> },
) {
  const client = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN}>
        <FeedbackHost />
        <PlayerEngineContext.Provider value={loader}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<div>other page</div>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </PlayerEngineContext.Provider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

// ---------------------------------------------------------------- payloads (contract catalog §2)

export const course: CourseDetail = {
  id: 7,
  title: 'Python 入门',
  slug: 'python',
  thumb: '/covers/7.svg',
  charge: 99,
  short_description: '从零开始',
  published_at: '2024-01-01 00:00:00',
  is_rec: 0,
  user_count: 3,
  category_id: 1,
  is_free: 0,
  videos_count: 3,
  category: { id: 1, name: '编程' },
  render_desc: '<p>介绍</p>',
};

export function videoItem(id: number, chapterId: number, over: Partial<VideoItem> = {}): VideoItem {
  return {
    id,
    course_id: course.id,
    title: `第${id}节`,
    published_at: '2024-01-01 00:00:00',
    charge: 0,
    chapter_id: chapterId,
    duration: 120,
    is_ban_sell: 0,
    free_seconds: 0,
    ban_drag: 0,
    ...over,
  };
}

export const chapters: CourseChapter[] = [
  { id: 1, course_id: 7, title: '第一章 基础' },
  { id: 2, course_id: 7, title: '第二章 进阶' },
];

export function videoDetail(
  over: Partial<VideoDetailReply> & { videoOver?: Partial<VideoItem> } = {},
): VideoDetailReply {
  const { videoOver, ...rest } = over;
  const v1 = videoItem(101, 1, videoOver);
  const v2 = videoItem(102, 1);
  const v3 = videoItem(201, 2);
  return {
    video: v1,
    videos: { '1': [v1, v2], '2': [v3] },
    chapters,
    course,
    is_watch: true,
    video_watched_progress: [],
    buy_videos: [],
    ...rest,
  };
}

export function watchRecord(videoId: number, seconds: number): WatchRecord {
  return {
    id: 1,
    user_id: 1,
    course_id: course.id,
    video_id: videoId,
    watch_seconds: seconds,
    watched_at: null,
    created_at: '2024-01-01T00:00:00.000000Z',
    updated_at: '2024-01-01T00:00:00.000000Z',
  };
}

export function courseDetailReply(over: Partial<CourseDetailReply> = {}): CourseDetailReply {
  return {
    course,
    chapters,
    videos: [],
    isBuy: true,
    isCollect: false,
    videoWatchedProgress: [],
    attach: [{ id: 5, name: '课件.pdf', size: 1024, extension: 'pdf' }],
    buyVideos: [],
    ...over,
  };
}

export const member: MemberDetail = makeMember({ id: 42, avatar: '/a.png', nick_name: '小明' });

export function systemConfig(player: Partial<SystemConfig['player']> = {}): SystemConfig {
  return makeConfig({
    webname: 'MeEdu',
    name: 'MeEdu',
    logo: { logo: '', white_logo: '' },
    url: '',
    pc_url: '',
    user_protocol: '',
    user_private_protocol: '',
    aboutus: '',
    player: { ...makeConfig().player, cover: '/player-cover.png', ...player },
  });
}

export { ok };
