import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  isPresent,
  type ChatMsgBody,
  type ChatRecord,
  type LiveFrame,
  type LivePlayReply,
  type LiveSignInRecord,
} from '@meedu/contract';
import { CHAT_PAGE_SIZE, fetchChatPage, useOlderChatMutation } from '../api/live-room.ts';
import { wireTimeMs } from '../../../lib/site-time.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** A chat message line; `arrived` marks one that came over the socket while the member was in the room. */
export type ChatLine =
  | { kind: 'system'; key: string; text: string }
  | { kind: 'msg'; key: string; id: number; body: ChatMsgBody; arrived?: boolean };

/** Waits before reconnecting after a dropped connection: 1 s, 2 s, 4 s … at most 10 s. */
const backoff = (attempt: number) => Math.min(10_000, 1000 * 2 ** attempt);

const msgLine = (body: ChatMsgBody, arrived = false): ChatLine => ({
  kind: 'msg',
  key: `m${body.chat_id}`,
  id: body.chat_id,
  body,
  arrived,
});
const recordLine = (r: ChatRecord) => msgLine({ ...r.msg_body, chat_id: r.msg_body.chat_id || r.id });

/** A raw `YYYY-MM-DD HH:MM:SS` of the wire (the site's wall time) in milliseconds. */
export const dbTimeMs = wireTimeMs;

/**
 * One live room: the chat (history pages, the WebSocket of contract 6.7 with reconnection), the room and member
 * mutes, and the open roll call. The socket is opened only while the lesson has not ended.
 */
export function useLiveRoom(play: LivePlayReply, token: string | null, memberId: number | undefined) {
  const { message } = useFeedback();
  const courseId = play.course.id;
  const videoId = play.video.id;
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [roomBan, setRoomBan] = useState(play.room_is_ban === 1);
  const [userBan, setUserBan] = useState(play.user_is_ban === 1);
  const [signRecord, setSignRecord] = useState<LiveSignInRecord | null>(
    play.video.status === 1 && isPresent(play.sign_in_record) ? play.sign_in_record : null,
  );
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const { mutate: askOlder, isPending: loadingMore } = useOlderChatMutation(courseId, videoId);
  const [connected, setConnected] = useState(false);
  const systemSeq = useRef(0);

  const system = useCallback((text: string) => {
    systemSeq.current += 1;
    setLines((l) => [...l, { kind: 'system', key: `s${systemSeq.current}`, text }]);
  }, []);

  /** Messages from history go before what is shown, skipping any the socket already brought. */
  const prepend = useCallback((records: ChatRecord[]) => {
    setLines((l) => {
      const known = new Set(l.flatMap((x) => (x.kind === 'msg' ? [x.id] : [])));
      const older = [...records].reverse().filter((r) => !known.has(r.msg_body.chat_id || r.id));
      return [...older.map(recordLine), ...l];
    });
  }, []);

  /** After a reconnection: what was said meanwhile, in order, after what is shown. */
  const catchUp = useCallback(async () => {
    const latest = await fetchChatPage(courseId, videoId, 1).catch(() => null);
    if (!latest) return;
    setLines((l) => {
      const known = new Set(l.flatMap((x) => (x.kind === 'msg' ? [x.id] : [])));
      const fresh = [...latest.data].reverse().filter((r) => !known.has(r.msg_body.chat_id || r.id));
      return [...l, ...fresh.map(recordLine)];
    });
  }, [courseId, videoId]);

  // A failure has been toasted by the client; 加载更多 stays for another try.
  const loadMore = useCallback(() => {
    if (loadingMore) return;
    const next = page + 1;
    askOlder(next, {
      onSuccess: (reply) => {
        prepend(reply.data);
        setPage(next);
        setHasMore(reply.data.length === CHAT_PAGE_SIZE);
      },
    });
  }, [askOlder, loadingMore, page, prepend]);

  // The first page of history, once per room.
  useEffect(() => {
    let live = true;
    fetchChatPage(courseId, videoId, 1).then(
      (reply) => {
        if (!live) return;
        prepend(reply.data);
        setPage(1);
        setHasMore(reply.data.length === CHAT_PAGE_SIZE);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [courseId, videoId, prepend]);

  const onFrame = useCallback(
    (frame: LiveFrame) => {
      switch (frame.t) {
        case 'message': {
          try {
            const body = JSON.parse(frame.v ?? '') as ChatMsgBody;
            setLines((l) =>
              l.some((x) => x.kind === 'msg' && x.id === body.chat_id) ? l : [...l, msgLine(body, true)],
            );
          } catch {
            // Not a message body: nothing to show.
          }
          return;
        }
        case 'connect':
          if (frame.u?.nickname) system(`${frame.u.nickname}已加入`);
          return;
        case 'sign-in-created':
          if (frame.params && !Array.isArray(frame.params) && 'end_at' in frame.params) {
            if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
            setSignRecord(frame.params);
          }
          return;
        case 'sign-in-closed':
          setSignRecord(null);
          return;
        case 'room-ban':
          setRoomBan(true);
          return;
        case 'room-un-ban':
          setRoomBan(false);
          return;
        case 'room-user-ban':
        case 'room-user-un-ban':
          if (Array.isArray(frame.params) && frame.params[0] === memberId)
            setUserBan(frame.t === 'room-user-ban');
          return;
        case 'room-over':
          void message.info('当前直播已结束');
          window.setTimeout(() => window.location.reload(), 1500);
          return;
        case 'message-deleted': {
          // Removes exactly that message (the reference removed the last one when it was not found).
          const ids =
            frame.params && !Array.isArray(frame.params) && 'ids' in frame.params ? frame.params.ids : [];
          setLines((l) => l.filter((x) => !(x.kind === 'msg' && ids.includes(x.id))));
          return;
        }
      }
    },
    [memberId, message, system],
  );
  const frameHandler = useEffectEvent((frame: LiveFrame) => onFrame(frame));

  const unsupported = useEffectEvent(() => void message.error('您的浏览器不支持 WebSocket!'));
  const chatUrl = play.chat?.connect_url;
  const open = play.video.status !== 2 && !!chatUrl && !!token;
  useEffect(() => {
    if (!open || !chatUrl || !token) return;
    if (typeof WebSocket === 'undefined') {
      unsupported();
      return;
    }
    const url = chatUrl
      .replace(':courseId', String(courseId))
      .replace(':videoId', String(videoId))
      .replace(':token', encodeURIComponent(token));
    let ws: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: number | undefined;
    let reopened = false;
    const connect = () => {
      const socket = new WebSocket(url);
      ws = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
        system('已加入聊天室');
        if (reopened) void catchUp();
        reopened = true;
      };
      socket.onerror = () => system('无法加入聊天室');
      socket.onmessage = (e: MessageEvent<string>) => {
        try {
          frameHandler(JSON.parse(e.data) as LiveFrame);
        } catch {
          // Not a frame of ours.
        }
      };
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        system('已断开连接');
        timer = window.setTimeout(connect, backoff(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      ws?.close();
    };
  }, [open, chatUrl, token, courseId, videoId, system, catchUp]);

  return { lines, hasMore, loadMore, loadingMore, roomBan, userBan, signRecord, setSignRecord, connected };
}
