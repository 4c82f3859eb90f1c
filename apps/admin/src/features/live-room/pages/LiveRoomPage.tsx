import { LIVE_STATUS_TEXT } from '@meedu/contract';
import type { LiveRoomAction, LiveRoomView } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { AdminApiError } from '../../../api/client.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { roomQuery, useRoomAction } from '../api/live-room.ts';
import { ChatPanel } from '../components/ChatPanel.tsx';
import { BansCard, RollCallCard } from '../components/RoomCards.tsx';
import { SendMessageForm } from '../components/SendMessageForm.tsx';

/** The room's controls and what members see of it; every action answers the room after it. */
function Room({
  room,
  send,
  run,
}: {
  room: LiveRoomView;
  /** The action, its refusal thrown to the caller (the send form and 结束直播's confirm show it). */
  send: (action: LiveRoomAction) => Promise<LiveRoomView>;
  /** The action, its refusal shown as a message; answers whether it was done. */
  run: (action: LiveRoomAction) => Promise<boolean>;
}) {
  const { lesson } = room;
  const banned = new Set(room.bans.map((b) => b.user_id));
  return (
    <>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>直播</h2>} style={{ marginBottom: 16 }}>
        <Typography.Paragraph>
          《{lesson.course_title}》· 开播时间 {formatInstant(lesson.published_at)} · 状态：
          <Tag color={lesson.status === 1 ? 'red' : 'default'}>{LIVE_STATUS_TEXT[lesson.status]}</Tag>
          {lesson.room_is_ban && <Tag color="orange">全员禁言中</Tag>}
        </Typography.Paragraph>
        <Space wrap>
          {lesson.status === 0 && (
            <Button type="primary" onClick={() => void run({ action: 'start' })}>
              开始直播
            </Button>
          )}
          {lesson.status !== 2 && (
            <ConfirmButton
              type="default"
              size="middle"
              danger
              title="确定结束直播吗？结束后不能再开播"
              onConfirm={() => send({ action: 'end' })}
            >
              结束直播
            </ConfirmButton>
          )}
          {lesson.room_is_ban ? (
            <Button onClick={() => void run({ action: 'unban-room' })}>解除全员禁言</Button>
          ) : (
            <Button onClick={() => void run({ action: 'ban-room' })}>全员禁言</Button>
          )}
        </Space>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card style={{ marginBottom: 16 }}>
            <SendMessageForm send={(content) => send({ action: 'message', content })} />
          </Card>
          <ChatPanel
            messages={room.messages}
            bannedIds={banned}
            onDelete={(m) => void run({ action: 'delete', chat_id: m.id })}
            onBan={(m) => void run({ action: 'ban-user', user_id: m.user_id })}
          />
        </Col>
        <Col xs={24} lg={10}>
          <RollCallCard room={room} start={(seconds) => run({ action: 'sign-in', seconds })} />
          <BansCard
            bans={room.bans}
            ban={(user_id) => run({ action: 'ban-user', user_id })}
            unban={(user_id) => run({ action: 'unban-user', user_id })}
          />
        </Col>
      </Row>
    </>
  );
}

/** 直播间 of one lesson: the teacher's console over the room's frames, read again every two seconds. */
export default function LiveRoomPage() {
  const lessonId = Number(useParams().lessonId);
  const room = useQuery(roomQuery(lessonId));
  const action = useRoomAction(lessonId);
  const { message } = App.useApp();
  const run = async (a: LiveRoomAction) => {
    try {
      await action.mutateAsync(a);
      return true;
    } catch (err) {
      void message.error(err instanceof AdminApiError ? err.message : '操作失败，请稍后再试');
      return false;
    }
  };
  return (
    <>
      <PageHeader
        title={room.data ? `直播间：${room.data.lesson.title}` : '直播间'}
        extra={<Link to="/live-rooms">全部直播间</Link>}
      />
      <QueryView query={room}>
        {(data) => <Room room={data} send={(a) => action.mutateAsync(a)} run={run} />}
      </QueryView>
    </>
  );
}
