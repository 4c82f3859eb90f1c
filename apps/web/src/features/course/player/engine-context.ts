import { createContext, useContext, useEffect } from 'react';
import type { PlayerEngine } from './types.ts';

/** Loads the real engine (artplayer + hls.js) on first use, so they stay in this page's own chunk. */
export const loadArtplayerEngine = (): Promise<PlayerEngine> =>
  import('./artplayer-engine.ts').then((m) => m.createArtplayerEngine);

/** Tests provide a loader that returns a fake engine. */
export const PlayerEngineContext = createContext<() => Promise<PlayerEngine>>(loadArtplayerEngine);

/**
 * Starts downloading the engine as soon as the player area mounts, alongside the play-info call rather than after
 * it. Nothing is played or buffered: the engine only loads media once the member presses play.
 */
export function usePreloadPlayerEngine(): void {
  const loadEngine = useContext(PlayerEngineContext);
  useEffect(() => {
    loadEngine().catch(() => undefined); // PlayerView reports a failed load when it needs the engine
  }, [loadEngine]);
}
