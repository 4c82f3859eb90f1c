// The player engine of the live room, loaded only when a stream or replay is started: hls.js (light build) where
// the browser has no native HLS, the browser's own player otherwise.
import Hls, { Events } from 'hls.js/light';

export interface LivePlayerOptions {
  url: string;
  /** A live stream: start at once from its live edge. A replay waits for the member's play. */
  live: boolean;
  onError(): void;
}

export interface LivePlayerHandle {
  destroy(): void;
}

const isHls = (url: string) => /\.m3u8$/i.test(url.split(/[?#]/)[0] ?? '');

export function mountLivePlayer(video: HTMLVideoElement, o: LivePlayerOptions): LivePlayerHandle {
  let hls: Hls | null = null;
  const onVideoError = () => o.onError();
  video.addEventListener('error', onVideoError);
  if (isHls(o.url) && Hls.isSupported()) {
    hls = new Hls({ autoStartLoad: true, liveSyncDurationCount: 1 });
    hls.on(Events.ERROR, (_e, data) => {
      if (data.fatal) o.onError();
    });
    hls.loadSource(o.url);
    hls.attachMedia(video);
  } else {
    video.src = o.url;
  }
  if (o.live) {
    video.muted = true; // browsers allow autoplay only without sound; the member unmutes
    void video.play().catch(() => undefined);
  }
  return {
    destroy() {
      video.removeEventListener('error', onVideoError);
      hls?.destroy();
      hls = null;
      video.removeAttribute('src');
      video.load();
    },
  };
}
