import type { ChatMsgBody } from '@meedu/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANNOUNCE_WINDOW_MS, chatAnnouncement } from './chat-announcement.ts';
import type { ChatLine } from './use-live-room.ts';

/**
 * The chat's live region: messages that arrive over the socket (not history pages, not a reconnection's
 * catch-up) are gathered for {@link ANNOUNCE_WINDOW_MS} and then said (`text`) as one sentence; nothing while
 * the member has muted it (`toggle`).
 */
export function useChatAnnouncements(lines: readonly ChatLine[], myNick: string | undefined) {
  const [text, setText] = useState('');
  const [enabled, setEnabled] = useState(true);
  const heard = useRef(new Set<number>());
  const pending = useRef<ChatMsgBody[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const fresh: ChatMsgBody[] = [];
    for (const line of lines) {
      if (line.kind !== 'msg' || !line.arrived || heard.current.has(line.id)) continue;
      heard.current.add(line.id);
      fresh.push(line.body);
    }
    if (!enabled || fresh.length === 0) return;
    pending.current.push(...fresh);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setText(chatAnnouncement(pending.current, myNick));
      pending.current = [];
    }, ANNOUNCE_WINDOW_MS);
  }, [lines, myNick, enabled]);

  const toggle = useCallback(() => {
    pending.current = [];
    setText('');
    setEnabled((on) => !on);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { text, enabled, toggle };
}
