/**
 * The player page's test rig: a fake player engine (jsdom has no media pipeline) and a renderer with the providers
 * the player needs. Its payloads are in factories/course.ts.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { FeedbackHost } from '../src/components/feedback/FeedbackHost.tsx';
import { PlayerEngineContext } from '../src/features/course/player/engine-context.ts';
import type {
  PlayerEngine,
  PlayerEventMap,
  PlayerEventName,
  PlayerHandle,
  PlayerOptions,
} from '../src/features/course/player/types.ts';
import { createTestQueryClient } from './render.tsx';

type AnyListener = (...args: never[]) => void;

export class FakePlayer implements PlayerHandle {
  time = 0;
  playing = false;
  destroyed = false;
  seeks: number[] = [];
  readonly overlayRoot: HTMLElement;
  readonly controlSlot?: HTMLElement;
  private listeners = new Map<PlayerEventName, Set<AnyListener>>();

  constructor(readonly options: PlayerOptions) {
    this.overlayRoot = document.createElement('div');
    this.overlayRoot.dataset.testid = 'fake-player-overlay';
    options.container.appendChild(this.overlayRoot);
    if (options.controlSlot) {
      this.controlSlot = document.createElement('div');
      this.controlSlot.dataset.testid = 'fake-player-controls';
      options.container.appendChild(this.controlSlot);
    }
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
    this.controlSlot?.remove();
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
