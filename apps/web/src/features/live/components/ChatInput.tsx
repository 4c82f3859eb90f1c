import { Button, Input } from 'antd';
import { useState } from 'react';
import { useSendChatMutation } from '../api/live-room.ts';

/** Under the player (screens catalog §8.4): Enter or 发布 sends; nothing is sent when empty or muted. */
export function ChatInput({
  courseId,
  videoId,
  muted,
  position,
}: {
  courseId: number;
  videoId: number;
  muted: boolean;
  position(): number;
}) {
  const [text, setText] = useState('');
  const send = useSendChatMutation(courseId, videoId);
  const submit = () => {
    const content = text.trim();
    if (!content || muted || send.isPending) return;
    // Cleared at once, as the reference does; a refused message is toasted by the client and typed again.
    setText('');
    send.mutate({ content, duration: position() }, { onError: () => setText(content) });
  };
  return (
    <div className="ml-input">
      <Input
        value={muted ? '' : text}
        disabled={muted}
        maxLength={200}
        placeholder={muted ? '禁言状态下无法发布消息' : '按回车键可直接发送'}
        aria-label="聊天内容"
        onChange={(e) => setText(e.target.value)}
        onPressEnter={submit}
      />
      <Button type="primary" disabled={muted} onClick={submit}>
        发布
      </Button>
    </div>
  );
}
