import Artplayer from 'artplayer';
// The light build: no subtitles, alternate audio, DRM or CMCD, none of which the storefront uses (about a third
// smaller). Types come from the full build (hls-light.d.ts).
import Hls, { ErrorTypes, Events, type ErrorData } from 'hls.js/light';
import type { PlayerEngine, PlayerError, PlayerEventMap, PlayerEventName, PlayerHandle } from './types.ts';

/** The speeds the member may pick when dragging is allowed (screens catalog §4.3). */
const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** `.m3u8` in the path (query strings of signed URLs ignored). */
export function isHlsUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /\.m3u8$/i.test(path);
}

/** The control-bar place of the page's own controls (captions). */
const CONTROL_SLOT = 'meedu-controls';

const NETWORK_FAILED = '视频加载失败，请检查网络后重试';
const MEDIA_FAILED = '视频解码失败，请重试';
const PLAY_FAILED = '视频播放出错，请重试';

type Listener = (...args: never[]) => void;

/**
 * artplayer 5 with hls.js for `.m3u8` where the browser has no native HLS (Safari has). MP4 plays directly.
 * artplayer's own reconnect loop is turned off: a fatal error goes straight to the page, which shows a message and
 * a retry button instead of a black box.
 *
 * No media is downloaded before the member presses play: hls.js reads only the (tiny) playlist and starts loading
 * segments on the first `play`, from the position a resume jump may have set; MP4 and native HLS get
 * `preload="none"`.
 */
export const createArtplayerEngine: PlayerEngine = async (options) => {
  Artplayer.PLAYBACK_RATE = SPEEDS;
  Artplayer.RECONNECT_TIME_MAX = 0;

  const listeners = new Map<PlayerEventName, Set<Listener>>();
  function emit<E extends PlayerEventName>(event: E, ...args: PlayerEventMap[E]): void {
    for (const fn of listeners.get(event) ?? []) (fn as (...a: PlayerEventMap[E]) => void)(...args);
  }
  let failed = false;
  const fail = (error: PlayerError) => {
    if (failed) return;
    failed = true;
    emit('error', error);
  };

  let hls: Hls | null = null;
  /** Played at least once: a quality switch loads at once (artplayer resumes after the new source can play). */
  let started = false;
  /** Starts loading the current source from a position, until the first play or jump has done so. */
  let loadFrom: ((at: number) => void) | null = null;
  const [first, ...others] = options.sources;
  if (!first) throw new Error('no sources');

  const art = new Artplayer({
    container: options.container,
    url: first.url,
    type: 'meedu',
    poster: options.poster,
    lang: 'zh-cn',
    volume: 0.8,
    autoplay: false,
    playbackRate: !options.banDrag,
    setting: true,
    fullscreen: true,
    fullscreenWeb: true,
    pip: false,
    moreVideoAttr: { controls: false, preload: 'none' },
    hotkey: !options.banDrag,
    mutex: true,
    quality:
      options.sources.length > 1
        ? [first, ...others].map((s, i) => ({ default: i === 0, html: s.name, url: s.url }))
        : [],
    layers: [
      {
        name: 'meedu-overlay',
        html: '<div class="meedu-overlay"></div>',
        style: { position: 'absolute', inset: '0', pointerEvents: 'none', zIndex: '20' },
      },
    ],
    customType: {
      meedu(video: HTMLVideoElement, url: string) {
        hls?.destroy();
        hls = null;
        loadFrom = null;
        if (isHlsUrl(url) && !video.canPlayType('application/vnd.apple.mpegurl')) {
          if (!Hls.isSupported()) {
            fail({ message: '当前浏览器不支持播放该视频，请更换浏览器（如 Chrome、Edge）' });
            return;
          }
          const instance = new Hls({ autoStartLoad: false });
          let mediaRecovered = false;
          instance.on(Events.ERROR, (_event: Events.ERROR, data: ErrorData) => {
            if (!data.fatal) return;
            if (data.type === ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
              mediaRecovered = true;
              instance.recoverMediaError();
              return;
            }
            fail({ message: data.type === ErrorTypes.NETWORK_ERROR ? NETWORK_FAILED : MEDIA_FAILED });
          });
          instance.loadSource(url);
          instance.attachMedia(video);
          hls = instance;
          // Segments only once the member plays or jumps to a position (at once when switching quality during
          // playback).
          const onPlay = () => {
            started = true;
            loadFrom?.(video.currentTime > 0 ? video.currentTime : -1);
          };
          loadFrom = (at) => {
            loadFrom = null;
            video.removeEventListener('play', onPlay);
            if (hls === instance) instance.startLoad(at);
          };
          if (started || !video.paused) onPlay();
          else video.addEventListener('play', onPlay);
        } else {
          video.preload = started ? 'auto' : 'none';
          loadFrom = started
            ? null
            : (at) => {
                loadFrom = null;
                video.preload = 'auto';
                video.load();
                // A position set before the metadata is known does not stick everywhere (native HLS).
                if (at > 0)
                  video.addEventListener(
                    'loadedmetadata',
                    () => {
                      if (Math.abs(video.currentTime - at) > 0.5) video.currentTime = at;
                    },
                    { once: true },
                  );
              };
          video.src = url;
        }
      },
    },
  });

  if (options.banDrag) {
    // No seeking: the progress bar goes, and any seek beyond the furthest point reached is undone.
    art.on('ready', () => {
      const bar = art.template.$progress;
      bar.style.display = 'none';
    });
    let furthest = 0;
    art.on('video:timeupdate', () => {
      if (!art.video.seeking) furthest = Math.max(furthest, art.video.currentTime);
    });
    art.on('video:seeking', () => {
      if (art.video.currentTime > furthest + 1) art.video.currentTime = furthest;
    });
  }

  // Before the first play nothing is loading on purpose: no spinner over the poster and the play button.
  const idleUntilPlay = () => {
    if (!started) art.loading.show = false;
  };
  art.on('ready', idleUntilPlay);
  // Artplayer names its controls with aria-label on plain divs and icons, which a label alone cannot name: they
  // are buttons, so they get the role (WCAG 4.1.2). From the start, and as Artplayer adds controls (some only once
  // the video is ready, which on a slow network is long after the page shows them).
  // They are plain divs, out of the tab order and deaf to Enter and Space: each gets a tab stop (the settings
  // panel's entries, 播放速度 and its rates, too, named by their text), and Enter or Space on one clicks it.
  const nameControls = () => {
    const $player = art.template.$player;
    for (const control of $player.querySelectorAll<HTMLElement>('[aria-label]:not([role])')) {
      control.setAttribute('role', 'button');
    }
    for (const control of $player.querySelectorAll<HTMLElement>(
      '[role="button"]:not([tabindex]), .art-setting-item:not([tabindex])',
    )) {
      control.setAttribute('tabindex', '0');
      if (!control.hasAttribute('role')) control.setAttribute('role', 'button');
    }
  };
  nameControls();
  const $player = art.template.$player;
  // The player itself is a tab stop: focused, Artplayer's keys work (Space plays or pauses, ← → seek, ↑ ↓ set
  // the volume), as they do after a click in it; Artplayer only knows clicks, so focus tells it too.
  $player.setAttribute('tabindex', '0');
  $player.setAttribute('role', 'group');
  $player.setAttribute('aria-label', '视频播放器（空格键播放或暂停，方向键快进快退、调节音量）');
  // `isFocus` is typed read-only, but it is the flag Artplayer's own click handler sets.
  const onFocusIn = () => Reflect.set(art, 'isFocus', true);
  const onFocusOut = (e: FocusEvent) => {
    if (!(e.relatedTarget instanceof Node && $player.contains(e.relatedTarget)))
      Reflect.set(art, 'isFocus', false);
  };
  const onControlKey = (e: KeyboardEvent) => {
    const control = e.target instanceof HTMLElement ? e.target : null;
    if (!control || control === $player || control.getAttribute('role') !== 'button') return;
    if (e.key !== 'Enter' && e.key !== ' ') return;
    // The control's own action, not Artplayer's Space (play/pause) as well.
    e.preventDefault();
    e.stopPropagation();
    control.click();
  };
  $player.addEventListener('focusin', onFocusIn);
  $player.addEventListener('focusout', onFocusOut);
  $player.addEventListener('keydown', onControlKey);
  const controlsWatch = new MutationObserver(nameControls);
  controlsWatch.observe(art.template.$player, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  art.on('video:loadstart', idleUntilPlay);

  art.on('video:timeupdate', () => emit('timeupdate', art.video.currentTime));
  art.on('video:play', () => {
    started = true;
    emit('play');
  });
  art.on('video:pause', () => emit('pause'));
  art.on('video:ended', () => emit('ended'));
  art.on('video:error', () => {
    const code = art.video.error?.code;
    fail({
      message: code === MediaError.MEDIA_ERR_NETWORK ? NETWORK_FAILED : code ? MEDIA_FAILED : PLAY_FAILED,
    });
  });

  const overlayRoot = art.layers['meedu-overlay'] ?? options.container;
  // Artplayer's `controls.add` answers nothing for the control bar; the control is then found by its name.
  if (options.controlSlot) {
    art.controls.add({
      name: CONTROL_SLOT,
      position: 'right',
      index: 5,
      html: '<div class="meedu-control-slot"></div>',
    });
  }
  const controlSlot =
    art.controls[CONTROL_SLOT]?.querySelector<HTMLElement>('.meedu-control-slot') ?? undefined;

  const handle: PlayerHandle = {
    play: () => {
      art.play().catch(() => undefined); // autoplay refusals are not errors
    },
    pause: () => art.pause(),
    seek: (seconds) => {
      loadFrom?.(seconds); // a jump (the resume box) before play loads from there
      art.seek = seconds;
    },
    currentTime: () => art.video.currentTime,
    on: (event, fn) => {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const l = fn as Listener;
      set.add(l);
      return () => set.delete(l);
    },
    overlayRoot,
    controlSlot,
    destroy: () => {
      controlsWatch.disconnect();
      $player.removeEventListener('focusin', onFocusIn);
      $player.removeEventListener('focusout', onFocusOut);
      $player.removeEventListener('keydown', onControlKey);
      listeners.clear();
      hls?.destroy();
      hls = null;
      art.destroy(true);
    },
  };
  return handle;
};
