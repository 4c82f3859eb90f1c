import type { ChatMsgBody } from '@meedu/contract';

/** Messages that arrive within this window are spoken as one sentence. */
export const ANNOUNCE_WINDOW_MS = 3000;
/** At most this many messages are read out in full per window; the rest are counted. */
const READ_IN_FULL = 3;
/** A long message is cut in what is spoken (the list keeps it whole). */
const SPOKEN_CHARS = 80;

const STAFF_TITLE: Record<ChatMsgBody['role'], string> = { teacher: '老师', assistant: '助教', user: '' };

const mentions = (body: ChatMsgBody, myNick: string | undefined) =>
  Boolean(myNick) && body.content.includes(`@${myNick}`);

const spoken = (text: string) => (text.length > SPOKEN_CHARS ? `${text.slice(0, SPOKEN_CHARS)}…` : text);

/**
 * What the chat's polite live region says about the messages that arrived in one window (issue 29): teachers'
 * and assistants' messages and those that mention the member are read in full, the rest only counted, and the
 * member's own are left out, so a busy room is one short sentence every few seconds rather than every line.
 */
export function chatAnnouncement(arrived: readonly ChatMsgBody[], myNick: string | undefined): string {
  const others = arrived.filter((b) => !(b.role === 'user' && myNick && b.nick_name === myNick));
  const notable = others.filter((b) => b.role !== 'user' || mentions(b, myNick)).slice(-READ_IN_FULL);
  const parts = notable.map(
    (b) =>
      `${STAFF_TITLE[b.role]}${b.nick_name}${mentions(b, myNick) ? '提到了你' : ''}：${spoken(b.content)}`,
  );
  const rest = others.length - notable.length;
  if (rest > 0) parts.push(`${notable.length > 0 ? '另有' : ''}${rest}条新消息`);
  return parts.join('。');
}
