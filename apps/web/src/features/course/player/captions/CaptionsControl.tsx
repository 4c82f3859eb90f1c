import { useId } from 'react';
import type { Captions } from './use-captions.ts';

/**
 * The captions button of the control bar (字幕, a real button: Tab reaches it, Enter or Space presses it, and its
 * pressed state is announced), with the language menu when the video has more than one. Named by text and
 * `aria-labelledby`, not `aria-label`: the engine gives every `aria-label`led control the button role.
 */
export function CaptionsControl({ captions }: { captions: Captions }) {
  const labelId = useId();
  const { tracks, track, on } = captions;
  return (
    <div className="video-captions-control">
      <button
        type="button"
        className="video-captions-toggle"
        aria-pressed={on}
        title={on ? '关闭字幕' : '打开字幕'}
        onClick={() => captions.setOn(!on)}
      >
        字幕
      </button>
      {tracks.length > 1 ? (
        <>
          <span id={labelId} hidden>
            字幕语言
          </span>
          <select
            aria-labelledby={labelId}
            className="video-captions-lang"
            value={track?.lang ?? ''}
            onChange={(e) => captions.setLang(e.target.value)}
          >
            {tracks.map((t) => (
              <option key={t.id} value={t.lang}>
                {t.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </div>
  );
}
