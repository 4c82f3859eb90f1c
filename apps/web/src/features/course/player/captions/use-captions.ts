import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CaptionTrack } from '@meedu/contract';
import { captionCuesQuery, type Cue } from '../../api/video-captions.ts';
import type { PlayerHandle } from '../types.ts';
import { pickTrack, readCaptionChoice, saveCaptionChoice, type CaptionChoice } from './caption-choice.ts';

export interface Captions {
  tracks: readonly CaptionTrack[];
  /** The track shown (and read by the transcript); undefined for a video without captions. */
  track: CaptionTrack | undefined;
  on: boolean;
  cues: Cue[];
  failed: boolean;
  setOn(on: boolean): void;
  setLang(lang: string): void;
}

const NO_TRACKS: readonly CaptionTrack[] = [];

/**
 * The captions of the video being played: the learner's remembered choice (on/off and language, for every video),
 * the chosen track and its cues, loaded whenever the video has captions (the transcript reads them even while the
 * caption line is off).
 */
export function useCaptions(tracks: readonly CaptionTrack[] | undefined): Captions {
  const list = tracks ?? NO_TRACKS;
  const [choice, setChoice] = useState<CaptionChoice>(readCaptionChoice);
  const track = pickTrack(list, choice.lang);
  const cues = useQuery(captionCuesQuery(track));
  const change = (next: CaptionChoice) => {
    setChoice(next);
    saveCaptionChoice(next);
  };
  return {
    tracks: list,
    track,
    on: choice.on && track !== undefined,
    cues: cues.data ?? [],
    failed: cues.isError,
    setOn: (on) => change({ on, lang: track?.lang ?? choice.lang }),
    setLang: (lang) => change({ on: true, lang }),
  };
}

/** The player's position in seconds, as it plays and after a seek (both fire `timeupdate`). */
export function usePlayerTime(player: PlayerHandle | null): number {
  const [seen, setSeen] = useState<{ player: PlayerHandle | null; at: number }>(() => ({
    player,
    at: player?.currentTime() ?? 0,
  }));
  useEffect(() => player?.on('timeupdate', (at) => setSeen({ player, at })), [player]);
  return seen.player === player ? seen.at : (player?.currentTime() ?? 0);
}
