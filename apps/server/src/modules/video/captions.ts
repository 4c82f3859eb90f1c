/**
 * A video's captions on the storefront (issue 30): play-info lists each language with a URL signed for the member
 * like the playlist (the media grant, folder `caption:<id>`), and `GET /media/captions/<id>.vtt?sign=` answers the
 * file only while the grant is valid, the captions still belong to the grant's video and the member may still
 * watch it (the access rules asked again, as for the key); a trial grant gets the cues that start inside the trial.
 */
import { formatWebVtt, parseWebVtt, type CaptionTrack } from '@meedu/contract';
import type { Context } from 'hono';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { readMediaGrant } from '../../media/grant.ts';
import { captionText, captionsOfVideo, findCaption } from '../caption/service.ts';

export const captionGrantFolder = (captionId: number) => `caption:${captionId}`;

/** The tracks of play-info, each signed by `sign` for its own folder; none for a video without captions. */
export async function captionTracks(
  db: Db,
  videoId: number,
  base: string,
  sign: (folder: string) => string,
): Promise<CaptionTrack[]> {
  const rows = await captionsOfVideo(db, videoId);
  return rows.map((r) => ({
    id: r.id,
    lang: r.lang,
    label: r.label,
    is_default: r.is_default === 1,
    url: `${base}/media/captions/${r.id}.vtt?sign=${sign(captionGrantFolder(r.id))}`,
  }));
}

/**
 * The file's text for the holder of `sign`, or null (403). `mayWatch(videoId, memberId)` is the access rule of
 * the whole video; `trialOffered(videoId)` whether the video still offers a trial.
 */
export async function captionFileFor(
  deps: Pick<AppDeps, 'db' | 'signer' | 'config'>,
  captionId: number,
  sign: string | undefined,
  access: {
    mayWatch: (videoId: number, memberId: number) => Promise<boolean>;
    trialOffered: (videoId: number) => Promise<boolean>;
  },
): Promise<string | null> {
  const grant = readMediaGrant(deps.signer, sign, captionGrantFolder(captionId));
  if (!grant) return null;
  const row = await findCaption(deps.db, captionId);
  if (!row || row.video_id !== grant.v) return null;
  const allowed =
    grant.p > 0 ? await access.trialOffered(row.video_id) : await access.mayWatch(row.video_id, grant.u);
  if (!allowed) return null;
  const text = await captionText(deps, row);
  if (text === null || grant.p === 0) return text;
  const parsed = parseWebVtt(text);
  return formatWebVtt(parsed.ok ? parsed.cues.filter((cue) => cue.start < grant.p) : []);
}

export function captionReply(c: Context, text: string | null): Response {
  if (text === null) return c.text('Forbidden', 403);
  return c.body(text, 200, {
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': 'text/vtt; charset=utf-8',
    'Cache-Control': 'private, no-cache',
  });
}
