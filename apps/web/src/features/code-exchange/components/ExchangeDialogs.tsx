import type { CodeQueryReply, ExchangeRelateItem } from '@meedu/contract';
import { Button, Flex, Form, Typography } from 'antd';
import { useRef } from 'react';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha-sms/index.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { useConfirmCodeMutation } from '../api/code-confirm.ts';
import { useQueryCodeMutation } from '../api/code-query.ts';
import { relateName } from './relate-names.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/**
 * `操作验证` (screens commerce-exam §8.2): an image captcha, then the query or the redeem. A captcha is single-use,
 * so a failure shows a new one; the client has toasted the reason.
 */
export function CaptchaDialog({
  mode,
  code,
  onClose,
  onQueried,
  onRedeemed,
}: {
  mode: 'query' | 'confirm';
  code: string;
  onClose(): void;
  onQueried(reply: CodeQueryReply): void;
  onRedeemed(): void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ image_captcha: string }>();
  const captcha = useRef<CaptchaFieldHandle>(null);
  const query = useQueryCodeMutation();
  const confirm = useConfirmCodeMutation();
  const pending = query.isPending || confirm.isPending;

  const submit = ({ image_captcha }: { image_captcha: string }) => {
    if (pending) return;
    const body = { code, image_captcha, image_key: captcha.current?.key() ?? '' };
    const retry = () => captcha.current?.reset();
    if (mode === 'query') query.mutate(body, { onSuccess: onQueried, onError: retry });
    else
      confirm.mutate(body, {
        onSuccess: () => {
          void message.success('兑换成功');
          onRedeemed();
        },
        onError: retry,
      });
  };

  return (
    <FormModal title="操作验证" onClose={onClose}>
      <Form form={form} onFinish={submit}>
        <CaptchaField ref={captcha} />
        <Flex gap={12} justify="flex-end">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            确认
          </Button>
        </Flex>
      </Form>
    </FormModal>
  );
}

/** `验证成功，可兑换以下内容` (§8.3): each item and whether the member has it; redeem when something is missing. */
export function ContentsDialog({
  reply,
  onClose,
  onRedeem,
}: {
  reply: CodeQueryReply;
  onClose(): void;
  onRedeem(): void;
}) {
  const items = reply.activity.relate_courses;
  const canRedeem = items.some((i) => !i.is_subscribe);
  return (
    <FormModal title="验证成功，可兑换以下内容" onClose={onClose}>
      <ul aria-label="兑换内容" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((i) => (
          <li
            key={`${i.sign}-${i.id}`}
            style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 0' }}
          >
            <span>{relateName(i)}</span>
            {i.is_subscribe ? (
              <Typography.Text type="danger">已订阅</Typography.Text>
            ) : (
              <Typography.Text type="secondary">未订阅</Typography.Text>
            )}
          </li>
        ))}
      </ul>
      <Flex gap={12} justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" disabled={!canRedeem} onClick={onRedeem}>
          确认兑换
        </Button>
      </Flex>
    </FormModal>
  );
}

/** `兑换记录` (§8.4): what one redemption gave. */
export function RecordDialog({ items, onClose }: { items: ExchangeRelateItem[]; onClose(): void }) {
  return (
    <FormModal title="兑换记录" onClose={onClose}>
      <ul aria-label="兑换记录内容" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((i, n) => (
          <li key={n} style={{ padding: '8px 0' }}>
            {relateName(i)}
          </li>
        ))}
      </ul>
    </FormModal>
  );
}
