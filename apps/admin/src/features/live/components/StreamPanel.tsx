import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { streamQuery, useRegenerateStreamKey } from '../api/live.ts';

/** A value with its 复制 button (named by what it copies). */
function Copyable({ value, what }: { value: string; what: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(`${what}已复制`);
    } catch {
      void message.error('复制失败，请手动选择复制');
    }
  };
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {value}
      </Typography.Text>
      <Button size="small" onClick={() => void copy()} aria-label={`复制${what}`}>
        复制
      </Button>
    </Flex>
  );
}

/**
 * A lesson's push address and stream key, for the teacher's encoder (OBS: 服务器 and 串流密钥). Nothing is read
 * before 显示, so the key is not in the page (nor in the cache) until the operator asks; 隐藏 forgets it again.
 * 重新生成 asks first: the old key stops working at once (the server audits it).
 */
export function StreamPanel({ lessonId }: { lessonId: number }) {
  const client = useQueryClient();
  const [shown, setShown] = useState(false);
  const info = useQuery({ ...streamQuery(lessonId), enabled: shown });
  const regenerate = useRegenerateStreamKey(lessonId);
  const hide = () => {
    setShown(false);
    client.removeQueries({ queryKey: streamQuery(lessonId).queryKey });
  };
  return (
    <Card
      size="small"
      title="推流信息"
      extra={
        shown ? (
          <Button size="small" onClick={hide}>
            隐藏
          </Button>
        ) : (
          <Button size="small" type="primary" onClick={() => setShown(true)}>
            显示
          </Button>
        )
      }
    >
      {!shown ? (
        <Typography.Text type="secondary">
          推流地址和密钥已隐藏，点击“显示”查看。密钥请勿外传。
        </Typography.Text>
      ) : info.isError ? (
        <LoadFailed message={info.error.message} onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <Typography.Text type="secondary">读取中…</Typography.Text>
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'server',
              label: '推流地址',
              children: <Copyable value={info.data.server} what="推流地址" />,
            },
            {
              key: 'key',
              label: '推流密钥',
              children: <Copyable value={info.data.stream_key} what="推流密钥" />,
            },
            {
              key: 'window',
              label: '可推流时段',
              children: `${formatInstant(info.data.accepts_from)} 至 ${formatInstant(info.data.accepts_until)}`,
            },
          ]}
        />
      )}
      <Flex justify="end" style={{ marginTop: 12 }}>
        <ConfirmButton
          title="重新生成后，旧的推流密钥立即失效，正在用旧密钥推流的编码器将无法继续推流。确定重新生成吗？"
          onConfirm={async () => {
            await regenerate.mutateAsync();
            setShown(true);
          }}
          done="已重新生成推流密钥"
          type="default"
          danger
        >
          重新生成
        </ConfirmButton>
      </Flex>
    </Card>
  );
}
