import type { Cue } from '../../api/video-captions.ts';
import type { PlayerHandle } from '../types.ts';
import { cuesAt } from './caption-choice.ts';
import { usePlayerTime } from './use-captions.ts';

/**
 * The cue being spoken, over the lower part of the video (inside the player, so it stays in fullscreen): light text
 * on a dark box for contrast on any picture, sized in rem so the learner's own font size makes it larger. The
 * video's sound is what a screen reader user follows, so the line is not announced.
 */
export function CaptionLine({ cues, player }: { cues: readonly Cue[]; player: PlayerHandle }) {
  const at = usePlayerTime(player);
  const showing = cuesAt(cues, at);
  if (showing.length === 0) return null;
  return (
    <div className="video-caption-line" data-testid="video-caption-line" aria-hidden="true">
      {showing.map((c) => (
        <span key={`${c.start}-${c.end}`}>{c.text}</span>
      ))}
    </div>
  );
}
