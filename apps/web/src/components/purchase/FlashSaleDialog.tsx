import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MsGoods } from '@meedu/contract';
import { paths } from '../../config/paths.ts';
import { flashSaleOrderQuery } from '../../lib/order-query.ts';
import { useCaptchaImage } from '../captcha-sms/api.ts';
import { TabBar } from '../TabBar.tsx';
import { useJoinFlashSaleMutation } from './api.ts';
import { useFeedback } from '../feedback/feedback.ts';

/** The dialog's one heading tab, as the reference draws it. */
const FLASH_SALE_TAB = [{ key: 'ms', label: '秒杀活动' }] as const;

/** Flash-sale dialog (screens catalog §0.7): image captcha, then join; loaded only when opened. */
export default function FlashSaleDialog({
  ms,
  open,
  onClose,
}: {
  ms: MsGoods;
  open: boolean;
  onClose(): void;
}) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ captcha: string }>();
  const captchaQuery = useCaptchaImage(open);
  const captcha = captchaQuery.data ?? null;
  const refresh = () => void captchaQuery.refetch();
  const join = useJoinFlashSaleMutation(ms.id);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const t = timer;
    return () => window.clearTimeout(t.current);
  }, []);

  const submit = ({ captcha: value }: { captcha: string }) => {
    if (!captcha || join.isPending) return;
    join.mutate(
      { captcha: value, captcha_key: captcha.key },
      {
        onSuccess: (order) => {
          void message.success('抢购成功，请尽快支付');
          timer.current = window.setTimeout(() => {
            onClose();
            void navigate(paths.order(flashSaleOrderQuery(ms, order.id)));
          }, 600);
        },
        // A captcha is single-use: start over with a new one (the client has toasted the reason).
        onError: () => {
          form.resetFields();
          refresh();
        },
      },
    );
  };

  return (
    <Modal open={open} width={500} footer={null} maskClosable={false} onCancel={onClose} destroyOnHidden>
      <TabBar items={FLASH_SALE_TAB} active="ms" onChange={() => undefined} />
      <Form form={form} onFinish={submit} layout="vertical">
        <Form.Item name="captcha" rules={[{ required: true, message: '请输入图形验证码!' }]}>
          <Input
            placeholder="请输入图形验证码"
            autoComplete="off"
            suffix={
              captcha ? (
                <img
                  src={captcha.img}
                  alt="图形验证码"
                  title="看不清？点击换一张"
                  style={{ height: 32, cursor: 'pointer' }}
                  onClick={refresh}
                />
              ) : null
            }
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={join.isPending}>
            立即秒杀
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
