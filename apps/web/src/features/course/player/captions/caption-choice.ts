import type { CaptionTrack } from '@meedu/contract';
import { StorageKeys, storage } from '../../../../lib/storage.ts';

/** What the learner chose for captions, kept in this browser for every video. */
export interface CaptionChoice {
  on: boolean;
  /** The language last picked; null until the learner picks one. */
  lang: string | null;
}

const OFF: CaptionChoice = { on: false, lang: null };

export function readCaptionChoice(): CaptionChoice {
  try {
    const raw: unknown = JSON.parse(storage.get(StorageKeys.captions) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return OFF;
    const { on, lang } = raw as Record<string, unknown>;
    return { on: on === true, lang: typeof lang === 'string' ? lang : null };
  } catch {
    return OFF;
  }
}

export function saveCaptionChoice(choice: CaptionChoice): void {
  storage.set(StorageKeys.captions, JSON.stringify(choice));
}

/** The track to show: the learner's language when this video has it, else the video's default, else the first. */
export function pickTrack(tracks: readonly CaptionTrack[], lang: string | null): CaptionTrack | undefined {
  return tracks.find((t) => t.lang === lang) ?? tracks.find((t) => t.is_default) ?? tracks[0];
}

/** The cues playing at `at` seconds. */
export function cuesAt<C extends { start: number; end: number }>(cues: readonly C[], at: number): C[] {
  return cues.filter((c) => c.start <= at && at < c.end);
}
