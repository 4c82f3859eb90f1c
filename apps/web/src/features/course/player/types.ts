/**
 * The seam between the page logic and the real player. The page only talks to a `PlayerHandle`, so progress,
 * resume, trial and next-video rules run in jsdom against a fake; the artplayer + hls.js engine is loaded lazily.
 */
export interface PlayerError {
  /** What to tell the member, in Chinese. */
  message: string;
}

export interface PlayerEventMap {
  /** The position in seconds (may be fractional). */
  timeupdate: [seconds: number];
  play: [];
  pause: [];
  ended: [];
  /** A fatal error: playback cannot continue without a retry. */
  error: [error: PlayerError];
}

export type PlayerEventName = keyof PlayerEventMap;

export interface PlayerHandle {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  currentTime(): number;
  /** Subscribes; returns the unsubscribe function. */
  on<E extends PlayerEventName>(event: E, fn: (...args: PlayerEventMap[E]) => void): () => void;
  /** An element inside the player (kept in fullscreen) where overlays (marquee, banners) are drawn. */
  readonly overlayRoot: HTMLElement;
  /** A place in the control bar for the page's own controls (the captions button), when the options asked for one. */
  readonly controlSlot?: HTMLElement;
  destroy(): void;
}

export interface PlayerSource {
  /** The quality label shown in the switch. */
  name: string;
  url: string;
}

export interface PlayerOptions {
  container: HTMLDivElement;
  /** At least one; the first is the default quality. */
  sources: PlayerSource[];
  poster?: string;
  /** No seeking and only the 1× speed (video.ban_drag === 1). */
  banDrag: boolean;
  /** Reserve a place in the control bar (`PlayerHandle.controlSlot`): the video has captions. */
  controlSlot?: boolean;
}

/** Builds a player in `options.container`. Resolves once it exists (not necessarily playing). */
export type PlayerEngine = (options: PlayerOptions) => Promise<PlayerHandle>;
