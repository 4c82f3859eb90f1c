import { useQuery } from '@tanstack/react-query';
import type { MallGoods } from '@meedu/contract';
import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { useMember } from '../../../stores/session-actions.ts';
import { useSession, type AddressForm } from '../../../stores/session.ts';
import { mallAddressQuery } from '../api/mall-address.ts';
import { useMallExchangeMutation } from '../api/mall-exchange.ts';
import { mallGoodsDetailQuery } from '../api/mall-goods.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

const AddressDialog = lazy(() => import('./AddressDialog.tsx'));

export const goodsKind = (g: Pick<MallGoods, 'is_v' | 'v_type'>) =>
  g.is_v === 0 ? '发实物' : g.v_type === 'vip' ? '换会员' : '换课程';

const complete = (a: AddressForm) =>
  [a.name, a.mobile, a.province, a.city, a.area, a.street].every((v) => v.trim() !== '');
const line = (a: AddressForm) => [a.name, a.mobile, a.province, a.city, a.area, a.street].join(' ');

/** Goods detail inside the mall (screens commerce-exam §9.3): the address for physical goods, then 立即兑换. */
export function GoodsDetail({
  id,
  onBack,
  onExchanged,
}: {
  id: number;
  onBack(): void;
  onExchanged(): void;
}) {
  const { message } = useFeedback();
  const detail = useQuery(mallGoodsDetailQuery(id));
  const g = detail.data?.data;
  const physical = g?.is_v === 0;
  const saved = useQuery({ ...mallAddressQuery, enabled: physical }).data?.[0];
  const edited = useSession((s) => s.addressForm);
  const setEdited = useSession((s) => s.setAddressForm);
  const member = useMember();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const exchange = useMallExchangeMutation(id);

  // The locally edited address wins when complete; else a complete saved one (sent by id).
  const address: { fields: AddressForm; id: number } | null = complete(edited)
    ? { fields: edited, id: 0 }
    : saved && complete(saved)
      ? { fields: saved, id: saved.id }
      : null;

  if (detail.isError && !g)
    return <LoadError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  if (!g)
    return (
      <Flex justify="center" style={{ padding: 60 }}>
        <Spin size="large" />
      </Flex>
    );

  const start = () => {
    if ((member?.credit1 ?? 0) < g.charge) {
      void message.error('积分余额不足');
      return;
    }
    if (physical && !address) {
      void message.error('请填写地址');
      return;
    }
    setConfirming(true);
  };
  const submit = () => {
    if (exchange.isPending) return;
    const body = physical && address ? { address_id: address.id, ...address.fields } : {};
    exchange.mutate(body, {
      onSuccess: () => {
        void message.success('兑换成功');
        setConfirming(false);
        window.setTimeout(onExchanged, 500);
      },
    });
  };

  return (
    <div>
      <Button type="link" onClick={onBack} style={{ padding: 0 }}>
        更多商品
      </Button>
      <Flex gap={24} style={{ marginTop: 12 }}>
        <img
          src={g.thumb}
          alt={g.title}
          width={240}
          height={180}
          style={{ objectFit: 'cover', borderRadius: 8 }}
        />
        <div style={{ flex: 1 }}>
          <Typography.Title level={4}>{g.title}</Typography.Title>
          <Typography.Text type="danger" strong>{`${g.charge}积分`}</Typography.Text>
          <p>{`商品类型:${goodsKind(g)}`}</p>
          {physical ? (
            <div style={{ margin: '12px 0' }}>
              <Flex gap={12}>
                <strong>收货人信息</strong>
                <a role="button" onClick={() => setEditing(true)}>
                  编辑地址
                </a>
              </Flex>
              <p data-testid="address-line">{address ? line(address.fields) : '请输入地址'}</p>
            </div>
          ) : null}
          <Button type="primary" size="large" onClick={start}>
            立即兑换
          </Button>
        </div>
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        商品介绍
      </Typography.Title>
      <SafeHtml html={g.desc} />
      {editing ? (
        <Suspense fallback={null}>
          <AddressDialog
            onClose={() => setEditing(false)}
            onSave={(a) => {
              setEdited(a);
              setEditing(false);
            }}
          />
        </Suspense>
      ) : null}
      <Modal
        open={confirming}
        title="确认信息"
        okText="确认"
        cancelText="取消"
        onOk={submit}
        confirmLoading={exchange.isPending}
        onCancel={() => setConfirming(false)}
        centered
      >
        确认要兑换吗？
      </Modal>
    </div>
  );
}
