import { useLayoutEffect, useRef } from 'react';
import type { ChatLine } from './use-live-room.ts';
import { useChatAnnouncements } from './use-chat-announcements.ts';

/**
 * The chat list (screens catalog §8.4): '加载更多' while older pages exist, keeping the view where it was after
 * loading them; new messages scroll to the bottom. Teachers and assistants are highlighted. The list itself is
 * not a live region (a busy room would flood a screen reader): new messages are announced in batches
 * (use-chat-announcements.ts), which 播报新消息 turns off.
 */
export function ChatPanel({
  lines,
  hasMore,
  loadingMore,
  onLoadMore,
  banner,
  myNick,
}: {
  lines: ChatLine[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  banner: string | null;
  /** The member's nickname: their own messages are not announced, mentions of it are. */
  myNick?: string;
}) {
  const announcements = useChatAnnouncements(lines, myNick);
  const box = useRef<HTMLDivElement>(null);
  const prev = useRef<{ first: string | undefined; height: number }>({ first: undefined, height: 0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = lines[0]?.key;
    if (prev.current.first !== undefined && first !== prev.current.first && prev.current.height > 0) {
      // Older messages went on top: stay on what the member was reading.
      el.scrollTop += el.scrollHeight - prev.current.height;
    } else {
      el.scrollTop = el.scrollHeight;
    }
    prev.current = { first, height: el.scrollHeight };
  }, [lines]);

  return (
    <div className="ml-chat">
      {banner ? <div className="ml-chat__banner">{banner}</div> : null}
      <div className="ml-chat__tools">
        <button
          type="button"
          className="ml-chat__announce"
          aria-pressed={announcements.enabled}
          onClick={announcements.toggle}
        >
          播报新消息
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcements.text}
      </p>
      <div className="ml-chat__list" ref={box}>
        {hasMore ? (
          <button type="button" className="ml-chat__more" onClick={onLoadMore} disabled={loadingMore}>
            加载更多
          </button>
        ) : null}
        {lines.map((l) =>
          l.kind === 'system' ? (
            <p key={l.key} className="ml-chat__system">
              {l.text}
            </p>
          ) : (
            <p key={l.key} className="ml-chat__msg" data-chat-id={l.id}>
              <span
                className={
                  l.body.role === 'teacher' || l.body.role === 'assistant'
                    ? 'ml-chat__nick is-staff'
                    : 'ml-chat__nick'
                }
              >
                {l.body.nick_name}：
              </span>
              <span>{l.body.content}</span>
            </p>
          ),
        )}
      </div>
    </div>
  );
}
