import { createContext } from 'react';
import type { PlayerEngine } from './types.ts';

/** Loads the real engine (artplayer + hls.js) on first use, so they stay in this page's own chunk. */
export const loadArtplayerEngine = (): Promise<PlayerEngine> =>
  import('./artplayer-engine.ts').then((m) => m.createArtplayerEngine);

/** Tests provide a loader that returns a fake engine. */
export const PlayerEngineContext = createContext<() => Promise<PlayerEngine>>(loadArtplayerEngine);
