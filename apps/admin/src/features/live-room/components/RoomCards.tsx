import type { LiveRoomView } from '@meedu/contract/admin';
import { Button, Card, Empty, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatInstant } from '../../../lib/format.ts';

const heading = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

/** 点名签到: start one (5–600 s, while live), the roll calls so far, and who signed the latest. */
export function RollCallCard({
  room,
  start,
}: {
  room: LiveRoomView;
  start: (seconds: number) => Promise<unknown>;
}) {
  const [seconds, setSeconds] = useState<number | null>(60);
  const latest = room.roll_calls[0];
  const running = latest !== undefined && !latest.closed;
  return (
    <Card title={heading('点名签到')} style={{ marginBottom: 16 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor="live-room-roll-call-seconds">签到时长（秒）</label>
        <InputNumber
          id="live-room-roll-call-seconds"
          min={5}
          max={600}
          precision={0}
          value={seconds}
          onChange={setSeconds}
        />
        <Button onClick={() => void start(seconds ?? 60)} disabled={room.lesson.status !== 1 || running}>
          发起签到
        </Button>
      </Space>
      {latest ? (
        <>
          <Typography.Paragraph>
            {running ? '签到进行中' : '最近一次签到已结束'}：{formatInstant(latest.started_at)} 至{' '}
            {formatInstant(latest.end_at)}，已签到 {latest.signed} 人
          </Typography.Paragraph>
          <Typography.Paragraph>
            {room.signed.length > 0
              ? `已签到：${room.signed.map((s) => s.nick_name || `#${s.user_id}`).join('、')}`
              : '还没有人签到'}
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph type="secondary">本课时还没有发起过签到</Typography.Paragraph>
      )}
    </Card>
  );
}

/** 禁言学员: mute a member by id, and the muted members, each with 解除禁言. */
export function BansCard({
  bans,
  ban,
  unban,
}: {
  bans: LiveRoomView['bans'];
  /** Answers whether the member was muted (the typed id stays when not). */
  ban: (userId: number) => Promise<boolean>;
  unban: (userId: number) => Promise<unknown>;
}) {
  const [userId, setUserId] = useState<number | null>(null);
  return (
    <Card title={heading('禁言学员')} style={{ marginBottom: 16 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor="live-room-ban-user">学员 ID</label>
        <InputNumber id="live-room-ban-user" min={1} precision={0} value={userId} onChange={setUserId} />
        <Button
          disabled={userId === null}
          onClick={() => {
            if (userId !== null) void ban(userId).then((done) => done && setUserId(null));
          }}
        >
          禁言
        </Button>
      </Space>
      {bans.length === 0 ? (
        <Empty description="没有被禁言的学员" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul aria-label="被禁言的学员" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {bans.map((b) => (
            <li key={b.user_id}>
              {b.nick_name || '（无昵称）'}（#{b.user_id}）
              <Button
                type="link"
                size="small"
                onClick={() => void unban(b.user_id)}
                aria-label={`解除 ${b.nick_name || `#${b.user_id}`} 的禁言`}
              >
                解除禁言
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
