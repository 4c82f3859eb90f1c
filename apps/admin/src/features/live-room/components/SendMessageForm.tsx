import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';

/** 以讲师身份发言: the typed text stays when the send fails, with the server's reason under it. */
export function SendMessageForm({ send }: { send: (content: string) => Promise<unknown> }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (content.trim() === '') {
      setError('请输入消息内容');
      return;
    }
    setBusy(true);
    try {
      await send(content);
      setContent('');
      setError(null);
    } catch (err) {
      setError(err instanceof AdminApiError ? err.message : '发送失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="inline" onFinish={() => void submit()}>
      <Form.Item
        label="以讲师身份发言"
        htmlFor="live-room-message"
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
        style={{ flex: 1 }}
      >
        <Input
          id="live-room-message"
          value={content}
          maxLength={200}
          onChange={(e) => setContent(e.target.value)}
          placeholder="消息内容"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        发送
      </Button>
    </Form>
  );
}
