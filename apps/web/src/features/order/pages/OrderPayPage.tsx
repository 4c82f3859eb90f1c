import { CreditCardOutlined, WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, QRCode, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiUrl } from '../../../api/client.ts';
import { configQuery } from '../../../api/system.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { usePolling } from '../../../components/use-polling.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { fetchOrderStatus } from '../api/order-status.ts';
import { startPaymentQuery } from '../api/start-payment.ts';
import { goodsOfCheckout } from '../../../lib/goods-types.ts';
import { resourcePage } from '../../../lib/resource-links.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../order.css';

export const POLL_MS = 2000;

const originOf = (address: string | undefined): string | null => {
  try {
    return address ? new URL(address, window.location.href).origin : null;
  } catch {
    return null;
  }
};

/**
 * The cashier address from the address bar, or null: only an http(s) `/payment/index` of this site, the API or the
 * server's own address (config `url`) is drawn or linked, so a crafted link cannot show a stranger's page.
 */
function cashierAddress(value: string | null, siteUrl: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.href);
    const origins = [window.location.origin, originOf(apiUrl('/')), originOf(siteUrl)];
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.pathname.endsWith('/payment/index') && origins.includes(url.origin)
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

/**
 * "Back to the goods" (screens commerce-exam §4.5), by the checkout's goods_type: a VIP plan returns to the member
 * page (replacing this one); a group-buy or flash-sale order, whose reference addresses (/tg, /ms) do not exist,
 * to its product; else the order list.
 */
function goodsPage(q: { type: string; id: number; courseId: number; courseType: string }) {
  const type = goodsOfCheckout(q.type);
  if (type === 'role') return { to: paths.member(), replace: true };
  const to = type ? resourcePage(type, q.id) : resourcePage(q.courseType, q.courseId);
  return { to: to ?? paths.memberOrders(), replace: false };
}

/**
 * `/order/pay` (screens commerce-exam §4): starts WeChat scan or hand pay for the order, shows the QR or the payee
 * instructions and polls the status every 2 s: paid → 已成功支付, cancelled → 已取消, then back to the goods.
 * Opening it again for an order already 支付中 re-issues the QR (our server allows it; docs/decisions.md).
 */
export default function OrderPayPage() {
  useDocumentTitle('支付中');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [sp] = useSearchParams();
  const isLogin = useSession((s) => s.isLogin);
  const orderId = sp.get('orderId') ?? '';
  const payment = sp.get('payment') ?? '';
  const price = sp.get('price') ?? '0';
  // The server's cashier (upstream-4.9.30 §5.3): its address is drawn as a QR for a phone, never navigated to.
  const siteUrl = useQuery(configQuery).data?.url;
  const cashierUrl = payment === 'cashier' ? cashierAddress(sp.get('pay_url'), siteUrl) : null;
  const started = payment === 'wechat' || payment === 'handPay';
  const valid = orderId !== '' && (started || cashierUrl !== null);
  const back = goodsPage({
    type: sp.get('type') ?? '',
    id: Number(sp.get('id')) || 0,
    courseId: Number(sp.get('course_id')) || 0,
    courseType: sp.get('course_type') ?? '',
  });

  const start = useQuery({ ...startPaymentQuery(payment, orderId), enabled: valid && started });
  const done = useRef(false);
  const [finishedPolling, setFinishedPolling] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const t = timer;
    return () => window.clearTimeout(t.current);
  }, []);

  // A payment that cannot start (paid, cancelled, not this member's) leaves for the home page; the client toasted.
  useEffect(() => {
    if (start.isError) void navigate(paths.home(), { replace: true });
  }, [start.isError, navigate]);

  const goBack = () => void navigate(back.to, { replace: back.replace });

  usePolling(
    async () => {
      if (done.current) return;
      const { status } = await fetchOrderStatus(orderId);
      if (done.current || (status !== 9 && status !== 7)) return;
      done.current = true;
      setFinishedPolling(true);
      if (status === 9) void message.success('已成功支付');
      else void message.error('已取消');
      timer.current = window.setTimeout(goBack, 300);
    },
    POLL_MS,
    valid && !start.isError && !finishedPolling,
  );

  const finished = () => {
    if (!isLogin) {
      void navigate(paths.login(paths.orderPay(Object.fromEntries(sp))));
      return;
    }
    goBack();
  };

  if (!valid) return null;
  if (cashierUrl)
    return (
      <div className="mc-order">
        <Card
          title="扫码支付"
          extra={
            <Button type="link" onClick={goBack}>
              取消支付
            </Button>
          }
        >
          <Flex vertical align="center" gap={16}>
            <QRCode value={cashierUrl} size={200} aria-label="收银台二维码" />
            <Typography.Text>请使用手机扫描二维码，在收银台选择支付方式完成支付</Typography.Text>
            <a href={cashierUrl} target="_blank" rel="noreferrer">
              在本机打开收银台
            </a>
            <Typography.Text>订单号：{orderId}</Typography.Text>
            <Typography.Text>
              需支付 <span className="mc-order__price">￥{price}</span>
            </Typography.Text>
            <Button type="primary" size="large" onClick={finished}>
              已完成支付
            </Button>
          </Flex>
        </Card>
      </div>
    );
  const wechat = payment === 'wechat';
  return (
    <div className="mc-order">
      <Card
        title={
          <span>
            {wechat ? <WechatOutlined style={{ color: '#07c160' }} /> : <CreditCardOutlined />}{' '}
            {wechat ? '微信扫码支付' : '手动支付'}
          </span>
        }
        extra={
          <Button type="link" onClick={goBack}>
            取消支付
          </Button>
        }
      >
        <Flex vertical align="center" gap={16}>
          {wechat ? (
            <QRCode
              value={start.data?.codeUrl || '-'}
              size={200}
              status={start.data ? 'active' : 'loading'}
              aria-label="微信支付二维码"
            />
          ) : (
            <section aria-label="收款信息及说明" style={{ width: '100%', maxWidth: 640 }}>
              <Typography.Title level={5}>收款信息及说明</Typography.Title>
              <SafeHtml html={start.data?.text ?? ''} />
            </section>
          )}
          <Typography.Text>订单号：{orderId}</Typography.Text>
          <Typography.Text>
            需支付 <span className="mc-order__price">￥{price}</span>
          </Typography.Text>
          <Button type="primary" size="large" onClick={finished}>
            已完成支付
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
