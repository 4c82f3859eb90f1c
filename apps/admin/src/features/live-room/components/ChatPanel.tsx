import type { LiveRoomView } from '@meedu/contract/admin';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Message = LiveRoomView['messages'][number];

/**
 * What a screen reader hears of a refresh: the one new message, or how many came and the newest. One sentence per
 * refresh at most, so a busy room does not flood the teacher with every line.
 */
export function announcementOf(fresh: Message[]): string {
  const newest = fresh[0];
  if (!newest) return '';
  const line = `${newest.nick_name}：${newest.content}`;
  return fresh.length === 1 ? `新消息 ${line}` : `收到 ${fresh.length} 条新消息，最新 ${line}`;
}

/**
 * The room's latest messages, oldest first, each with 删除 and (for a member) 禁言. The list itself is quiet; a
 * polite status line beside it says what each refresh brought (nothing on the first load).
 */
export function ChatPanel({
  messages,
  bannedIds,
  onDelete,
  onBan,
}: {
  /** Newest first, as the room answers them. */
  messages: Message[];
  bannedIds: ReadonlySet<number>;
  onDelete: (m: Message) => void;
  onBan: (m: Message) => void;
}) {
  const seen = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const newestId = messages[0]?.id ?? 0;
    if (seen.current !== null) {
      const last = seen.current;
      const fresh = messages.filter((m) => m.id > last);
      if (fresh.length > 0) setAnnouncement(announcementOf(fresh));
    }
    seen.current = Math.max(seen.current ?? 0, newestId);
  }, [messages]);

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>聊天</h2>} style={{ marginBottom: 16 }}>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {messages.length === 0 ? (
        <Empty description="还没有消息" />
      ) : (
        <ol aria-label="聊天消息" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...messages].reverse().map((m) => (
            <li key={m.id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Space wrap>
                <Typography.Text strong>{m.nick_name}</Typography.Text>
                {m.role === 'teacher' && <Tag color="blue">讲师</Tag>}
                <Typography.Text>{m.content}</Typography.Text>
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => onDelete(m)}
                  aria-label={`删除 ${m.nick_name} 的消息：${m.content}`}
                >
                  删除
                </Button>
                {m.user_id > 0 && !bannedIds.has(m.user_id) && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => onBan(m)}
                    aria-label={`禁言 ${m.nick_name}`}
                  >
                    禁言
                  </Button>
                )}
              </Space>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
