import { useContext, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PlayerEngineContext } from './engine-context.ts';
import type { PlayerError, PlayerHandle, PlayerSource } from './types.ts';

export interface PlayerViewProps {
  sources: PlayerSource[];
  poster?: string;
  banDrag: boolean;
  /** Called once the player exists; the page subscribes to its events here. */
  onReady(handle: PlayerHandle): void;
  /** The engine could not load, or a fatal playback error happened. */
  onError(error: PlayerError): void;
  /** Drawn inside the player (so they stay visible in fullscreen): marquee, trial banner, resume box. */
  children?: ReactNode;
  /** The page's own controls, drawn in the player's control bar (the captions button). */
  controls?: ReactNode;
}

/**
 * The small wrapper around a player engine. It creates the engine in its box, reports it through `onReady`, and
 * destroys it on unmount. Remount it (change its `key`) to retry.
 */
export function PlayerView({
  sources,
  poster,
  banDrag,
  onReady,
  onError,
  children,
  controls,
}: PlayerViewProps) {
  const loadEngine = useContext(PlayerEngineContext);
  const boxRef = useRef<HTMLDivElement>(null);
  const [overlayRoot, setOverlayRoot] = useState<HTMLElement | null>(null);
  const [controlSlot, setControlSlot] = useState<HTMLElement | null>(null);
  const withControls = controls !== undefined && controls !== null;
  const ready = useEffectEvent((handle: PlayerHandle) => {
    setOverlayRoot(handle.overlayRoot);
    setControlSlot(handle.controlSlot ?? null);
    onReady(handle);
  });
  const failed = useEffectEvent((error: PlayerError) => onError(error));

  useEffect(() => {
    const container = boxRef.current;
    if (!container) return;
    let cancelled = false;
    let handle: PlayerHandle | null = null;
    loadEngine()
      .then((engine) => engine({ container, sources, poster, banDrag, controlSlot: withControls }))
      .then((h) => {
        if (cancelled) {
          h.destroy();
          return;
        }
        handle = h;
        h.on('error', (e) => failed(e));
        ready(h);
      })
      .catch(() => {
        if (!cancelled) failed({ message: '播放器加载失败，请检查网络后重试' });
      });
    return () => {
      cancelled = true;
      handle?.destroy();
    };
    // The sources are fixed for one mount: the page remounts the view to change them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadEngine]);

  return (
    <div
      ref={boxRef}
      className="video-player"
      data-testid="video-player"
      style={{ width: '100%', height: '100%' }}
    >
      {overlayRoot ? createPortal(children, overlayRoot) : null}
      {controlSlot ? createPortal(controls, controlSlot) : null}
    </div>
  );
}
