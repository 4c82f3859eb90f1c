import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * The stream or the replay in a `<video>`: the engine module (hls.js) is requested when this mounts. Positions
 * are reported through `onTime` (whole seconds) and the end through `onEnded`.
 */
export function LivePlayer({
  url,
  live,
  poster,
  onTime,
  onEnded,
  onError,
}: {
  url: string;
  live: boolean;
  poster: string;
  onTime(seconds: number): void;
  onEnded(seconds: number): void;
  onError(): void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const time = useEffectEvent((t: number) => onTime(t));
  const end = useEffectEvent((t: number) => onEnded(t));
  const fail = useEffectEvent(() => onError());
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy: (() => void) | null = null;
    let cancelled = false;
    void import('./live-player.ts').then(
      ({ mountLivePlayer }) => {
        if (cancelled) return;
        destroy = mountLivePlayer(video, { url, live, onError: () => fail() }).destroy;
      },
      () => fail(),
    );
    const onTimeUpdate = () => time(Math.floor(video.currentTime));
    const ended = () => end(Math.floor(video.currentTime));
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('ended', ended);
    return () => {
      cancelled = true;
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('ended', ended);
      destroy?.();
    };
  }, [url, live]);
  return (
    <video
      ref={ref}
      className="ml-video"
      poster={poster || undefined}
      controls
      playsInline
      preload="none"
      data-testid={live ? 'live-stream' : 'live-replay'}
    />
  );
}
