import { AlipayCircleOutlined, CreditCardOutlined, WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useFeatures } from '../../../stores/features.ts';
import { useSession } from '../../../stores/session.ts';
import { useCapabilities } from '../../../api/capabilities.ts';
import {
  createOrderCall,
  soldThroughCashier,
  useCreateOrderMutation,
  type PlacedOrder,
} from '../api/create-order.ts';
import { payRedirectUrl } from '../api/pay-redirect.ts';
import { paymentsQuery } from '../api/payments.ts';
import { usePromoCheckMutation } from '../api/promo-check.ts';
import { GoodsThumb } from '../components/GoodsThumb.tsx';
import { leaveFor } from '../lib/leave.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../order.css';

/** The tiles in the reference's fixed order; only gateways the server lists are shown. */
const TILES: { sign: string; label: string; icon: ReactNode }[] = [
  { sign: 'alipay', label: '支付宝', icon: <AlipayCircleOutlined style={{ color: '#245bdb' }} /> },
  { sign: 'wechat', label: '微信支付', icon: <WechatOutlined style={{ color: '#07c160' }} /> },
  { sign: 'handPay', label: '手动打款', icon: <CreditCardOutlined style={{ color: '#ad4e00' }} /> },
];

const num = (v: string | null) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** What the buy button put in the address (screens commerce-exam §1); `order_id` resumes an open order. */
function readGoods(sp: URLSearchParams) {
  return {
    type: sp.get('goods_type') ?? '',
    id: num(sp.get('goods_id')),
    label: sp.get('goods_label') ?? '',
    name: sp.get('goods_name') ?? '',
    charge: Math.max(0, num(sp.get('goods_charge'))),
    thumb: sp.get('goods_thumb') ?? '',
    courseId: num(sp.get('course_id')),
    courseType: sp.get('course_type') ?? '',
    tgGid: num(sp.get('tg_gid')),
    orderId: sp.get('order_id') ?? '',
  };
}

type Tip = 'valid' | 'invalid' | null;

/**
 * The agreement a member accepts where they buy (upstream-4.9.30 §4.4): the VIP service agreement for a plan, the
 * paid-content purchase agreement for a course; none where the server publishes no such page.
 */
function purchaseConsent(
  type: string,
  protocols: { vip: string | null; paidContent: string | null },
): { name: string; url: string } | null {
  if (type === 'role') return protocols.vip ? { name: '会员服务协议', url: protocols.vip } : null;
  if (type === 'vod')
    return protocols.paidContent ? { name: '付费内容购买协议', url: protocols.paidContent } : null;
  return null;
}

/**
 * `/order` — 收银台 (screens commerce-exam §3). Public: the goods summary shows to anyone; checking a code, choosing
 * a gateway and 提交订单 need a member. The button is disabled while an order is being placed or the browser is
 * leaving for the cashier, and a second submit for the same goods and code reuses the order already placed.
 */
export default function OrderPage() {
  useDocumentTitle('收银台');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [sp] = useSearchParams();
  const goods = readGoods(sp);
  const isLogin = useSession((s) => s.isLogin);
  const requireLogin = useRequireLogin();
  const promoOn = useFeatures((s) => s.features.promoCode);
  const caps = useCapabilities();
  // Where the server has the cashier (upstream-4.9.30 §5), a course or VIP plan is paid there: no gateways here.
  const cashier = caps.orders === 'unified' && soldThroughCashier(goods.type) && !goods.orderId;
  const consent = purchaseConsent(goods.type, caps.protocols);
  const [agreed, setAgreed] = useState(false);
  const payments = useQuery({ ...paymentsQuery, enabled: isLogin && !cashier });
  const [method, setMethod] = useState<string | null>(null);
  const selected = method ?? payments.data?.[0]?.sign ?? null;

  const [code, setCode] = useState('');
  const [tip, setTip] = useState<Tip>(null);
  const [discount, setDiscount] = useState(0);
  const check = usePromoCheckMutation();
  const create = useCreateOrderMutation();
  const placed = useRef(new Map<string, PlacedOrder>());
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const t = timer;
    return () => window.clearTimeout(t.current);
  }, []);

  const cut = Math.min(discount, goods.charge);
  const payable = Math.max(goods.charge - discount, 0);

  const editCode = (value: string) => {
    setCode(value);
    setTip(null);
    setDiscount(0);
  };

  const verify = () => {
    const value = code.trim();
    if (value === '' || check.isPending || !requireLogin()) return;
    // Invite codes of the share addon start with u/U: not promo codes (the reference then locked the input).
    if (promoOn && /^u/i.test(value)) {
      setTip('invalid');
      setDiscount(0);
      return;
    }
    check.mutate(value, {
      onSuccess: (r) => {
        const ok = r.can_use === 1 && !Array.isArray(r.promo_code);
        const reward =
          ok && !Array.isArray(r.promo_code) ? parseInt(String(r.promo_code.invited_user_reward), 10) : 0;
        setTip(ok ? 'valid' : 'invalid');
        setDiscount(ok && Number.isFinite(reward) ? reward : 0);
      },
      onError: () => {
        setTip(null);
        setDiscount(0);
      },
    });
  };

  const proceed = (orderId: string, paid: boolean, price: number) => {
    if (paid) {
      void message.success('支付成功');
      timer.current = window.setTimeout(() => void navigate(-1), 1000);
      return;
    }
    if (selected === 'alipay') {
      setLeaving(true);
      leaveFor(payRedirectUrl(orderId, window.location.origin));
      return;
    }
    if (selected === 'wechat' || selected === 'handPay') {
      void navigate(
        paths.orderPay({
          orderId,
          price,
          payment: selected,
          type: goods.type,
          id: goods.id,
          course_id: goods.courseId,
          course_type: goods.courseType,
        }),
      );
      return;
    }
    void message.error('无法支付');
  };

  /** A placed order goes on to its payment: the server's cashier, or a gateway chosen here. */
  const pay = (o: PlacedOrder) => {
    if (o.kind === 'order') {
      if (!selected) void message.error('请选择支付方式');
      else proceed(o.order.order_id, o.order.status_text === '已支付', payable);
      return;
    }
    const { reply } = o;
    if (reply.is_paid || !reply.pay_url) {
      proceed(reply.order_no, true, reply.total);
      return;
    }
    void navigate(
      paths.orderPay({
        orderId: reply.order_no,
        price: reply.total,
        payment: 'cashier',
        pay_url: reply.pay_url,
        type: goods.type,
        id: goods.id,
        course_id: goods.courseId,
        course_type: goods.courseType,
      }),
    );
  };

  const submit = () => {
    if (!requireLogin() || create.isPending || leaving) return;
    if (cashier && consent && !agreed) {
      void message.error(`请同意${consent.name}`);
      return;
    }
    if (!cashier && !selected) {
      void message.error('请选择支付方式');
      return;
    }
    if (goods.orderId) {
      proceed(goods.orderId, false, goods.charge);
      return;
    }
    const request = { goodsType: goods.type, goodsId: goods.id, promoCode: code.trim(), tgGid: goods.tgGid };
    if (!createOrderCall(request)) {
      void message.error('无法支付');
      return;
    }
    const key = `${request.goodsType}:${request.goodsId}:${request.promoCode}:${request.tgGid}`;
    const known = placed.current.get(key);
    if (known) {
      pay(known);
      return;
    }
    create.mutate(request, {
      onSuccess: (order) => {
        placed.current.set(key, order);
        pay(order);
      },
    });
  };

  if (!goods.type || goods.id <= 0)
    return (
      <div className="mc-order">
        <Card>
          <Empty description="没有要支付的商品" />
        </Card>
      </div>
    );

  const shown = TILES.filter((t) => payments.data?.some((p) => p.sign === t.sign));
  return (
    <div className="mc-order">
      <Card className="mc-order__section">
        <h2>订阅信息</h2>
        <div className="mc-order__goods">
          <GoodsThumb kind={goods.type} thumb={goods.thumb} />
          <div className="mc-order__goods-name">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {goods.name}
            </Typography.Text>
            <Typography.Text type="secondary">{goods.label}</Typography.Text>
          </div>
          <span className="mc-order__price">￥{goods.charge}</span>
        </div>
      </Card>

      {goods.orderId ? null : (
        <Card className="mc-order__section">
          <h2>优惠码</h2>
          <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
            <Input
              placeholder="请输入优惠码"
              aria-label="优惠码"
              value={code}
              maxLength={64}
              disabled={check.isPending}
              onChange={(e) => editCode(e.target.value)}
              onPressEnter={verify}
            />
            <Button onClick={verify} loading={check.isPending}>
              验证
            </Button>
          </Space.Compact>
          {tip === 'invalid' ? (
            <p role="status" className="mc-order__pending" style={{ margin: '12px 0 0' }}>
              此优惠码无效，请重新输入验证
            </p>
          ) : tip === 'valid' ? (
            <p role="status" style={{ margin: '12px 0 0', color: '#00a870' }}>
              此优惠码有效，已减免{cut}元
            </p>
          ) : null}
        </Card>
      )}

      <Card className="mc-order__section">
        <h2>支付方式</h2>
        {cashier ? (
          <Typography.Text type="secondary">提交订单后用手机扫码，在收银台选择支付方式</Typography.Text>
        ) : !isLogin ? (
          <Typography.Text type="secondary">登录后选择支付方式</Typography.Text>
        ) : payments.isError && !payments.data ? (
          <LoadError
            error={payments.error}
            onRetry={() => payments.refetch()}
            retrying={payments.isFetching}
          />
        ) : payments.isPending ? (
          <Skeleton.Button active style={{ width: 180, height: 64 }} />
        ) : shown.length === 0 ? (
          <Typography.Text type="secondary">暂无可用的支付方式</Typography.Text>
        ) : (
          <div className="mc-order__tiles" role="group" aria-label="支付方式">
            {shown.map((t) => (
              <button
                key={t.sign}
                type="button"
                className="mc-order__tile"
                aria-pressed={selected === t.sign}
                aria-label={t.label}
                onClick={() => setMethod(t.sign)}
              >
                {t.icon}
                {t.label}
              </button>
            ))}
          </div>
        )}
      </Card>

      <Card>
        <div className="mc-order__summary">
          {goods.orderId ? null : (
            <span>
              优惠码已减 <b>{cut}</b> 元，需支付
            </span>
          )}
          <span className="mc-order__price" aria-label="需支付">
            ￥{goods.orderId ? goods.charge : payable}
          </span>
          <Typography.Text type="secondary">请在15分钟内支付完成</Typography.Text>
          {consent && !cashier ? (
            <span className="mc-order__consent">
              提交订单即表示同意
              <a href={consent.url} target="_blank" rel="noreferrer">
                《{consent.name}》
              </a>
            </span>
          ) : consent ? (
            // The cashier's order call needs the member's explicit consent (agree_protocol, upstream §5.1).
            <label className="mc-order__consent">
              <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
              我已阅读并同意
              <a href={consent.url} target="_blank" rel="noreferrer">
                《{consent.name}》
              </a>
            </label>
          ) : null}
          <Button
            type="primary"
            size="large"
            onClick={submit}
            loading={create.isPending || leaving}
            disabled={create.isPending || leaving}
          >
            提交订单
          </Button>
        </div>
      </Card>
    </div>
  );
}
