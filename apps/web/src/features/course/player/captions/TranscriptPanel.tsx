import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDuration } from '../../../../lib/duration.ts';
import type { PlayerHandle } from '../types.ts';
import type { Captions } from './use-captions.ts';
import { usePlayerTime } from './use-captions.ts';

/** The text with each case-insensitive occurrence of `query` marked. */
function marked(text: string, query: string): ReactNode {
  if (!query) return text;
  const lower = text.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(query); at >= 0; at = lower.indexOf(query, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + query.length)}</mark>);
    from = at + query.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * 字幕文稿 beside the video: a collapsible list of the cues of the chosen language, the one being spoken marked
 * (`aria-current`, drawn highlighted and kept in view inside the list, never announced as it changes), each a
 * button that seeks there (click, Enter or Space), and a search box that narrows the list to the cues holding the
 * words, marked; how many were found is announced once per search.
 */
export function TranscriptPanel({ captions, player }: { captions: Captions; player: PlayerHandle | null }) {
  const ids = { heading: useId(), body: useId(), search: useId() };
  const [open, setOpen] = useState(true);
  const [search, setSearch] = useState('');
  const at = usePlayerTime(player);
  const listRef = useRef<HTMLOListElement>(null);
  const { cues } = captions;
  const current = cues.findIndex((c) => c.start <= at && at < c.end);
  const query = search.trim().toLowerCase();
  const shown = cues
    .map((cue, index) => ({ cue, index }))
    .filter(({ cue }) => !query || cue.text.toLowerCase().includes(query));

  // The spoken cue stays in view by scrolling the list only (the page never jumps under the learner).
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item) return;
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [current, open]);

  const seek = (seconds: number) => {
    if (!player) return;
    player.seek(seconds);
    player.play();
  };

  return (
    <section className="video-transcript" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="video-transcript-heading">
        <button type="button" aria-expanded={open} aria-controls={ids.body} onClick={() => setOpen(!open)}>
          字幕文稿
          {captions.track ? <span className="video-transcript-lang">{captions.track.label}</span> : null}
        </button>
      </h2>
      <div id={ids.body} hidden={!open} className="video-transcript-body">
        <label htmlFor={ids.search} className="video-transcript-search-label">
          搜索字幕
        </label>
        <input
          id={ids.search}
          type="search"
          className="video-transcript-search"
          value={search}
          placeholder="输入关键词"
          onChange={(e) => setSearch(e.target.value)}
        />
        <p role="status" className="video-transcript-count">
          {query ? `找到 ${shown.length} 条` : ''}
        </p>
        {captions.failed ? <p>字幕加载失败，请刷新页面重试</p> : null}
        <ol ref={listRef} className="video-transcript-list" aria-label="字幕条目">
          {shown.map(({ cue, index }) => (
            <li key={index}>
              <button
                type="button"
                aria-current={index === current ? 'true' : undefined}
                onClick={() => seek(cue.start)}
              >
                <span className="video-transcript-time">{formatDuration(cue.start)}</span>
                <span>{marked(cue.text, query)}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
