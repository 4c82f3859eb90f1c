import { queryOptions } from '@tanstack/react-query';
import { cuePlainText, parseWebVtt, type CaptionTrack } from '@meedu/contract';
import { fetchMediaText } from '../../../api/client.ts';

/** A cue as the player shows it: seconds and the text a person reads (tags dropped). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/**
 * The WebVTT file of a track (`captions[].url` of play-info, signed for the member like the playlist, so it is a
 * media address fetched as hls.js fetches playlists, not an API call). A file that is not WebVTT reads as no cues.
 */
export async function fetchCaptionCues(url: string): Promise<Cue[]> {
  const parsed = parseWebVtt(await fetchMediaText(url));
  if (!parsed.ok) return [];
  return parsed.cues.map((c) => ({ start: c.start, end: c.end, text: cuePlainText(c.text) }));
}

/** The cues of a track; off (no request) while there is none. */
export const captionCuesQuery = (track: CaptionTrack | undefined) =>
  queryOptions({
    queryKey: ['video-captions', track?.id ?? 0],
    queryFn: () => (track ? fetchCaptionCues(track.url) : Promise.resolve([])),
    enabled: track !== undefined,
    // The signed address changes with each play-info; the cues of one track do not while the page is open.
    staleTime: Infinity,
    retry: 1,
  });
