import { SHARE_GOODS_TYPES, type ShareGoodsItem, type ShareGoodsRequest } from '@meedu/contract/admin';
import { Form, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { GoodsPicker } from '../../../components/GoodsPicker.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { shareGoodsListQuery, shareGoodsMutations } from '../api/share.ts';

function ShareGoodsDrawer({ editing, onClose }: { editing: Editing<ShareGoodsItem>; onClose: () => void }) {
  const goods = editedRecord(editing);
  const save = shareGoodsMutations.useSave(goods?.id ?? null);
  return (
    <FormDrawer<ShareGoodsRequest>
      title={goods ? `编辑分销佣金 ${goods.goods_title}` : '新建分销商品'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        goods_type: goods?.goods_type ?? 'course',
        goods_id: goods?.goods_id,
        reward: goods?.reward,
        reward2: goods?.reward2 ?? 0,
      }}
      save={(v) => save.mutateAsync(v)}
    >
      <GoodsPicker types={SHARE_GOODS_TYPES} current={goods ?? undefined} />
      <FieldRow>
        <Form.Item
          label="一级佣金（元）"
          name="reward"
          rules={[{ required: true, message: '请填写一级佣金' }]}
          extra="付给购买者的邀请人"
        >
          <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="二级佣金（元）"
          name="reward2"
          rules={[{ required: true, message: '请填写二级佣金' }]}
          extra="付给邀请人的邀请人"
        >
          <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </FieldRow>
    </FormDrawer>
  );
}

/** 分销商品: the goods that pay commissions and their two rates. */
export default function ShareGoodsPage() {
  const [editing, setEditing] = useState<Editing<ShareGoodsItem>>(null);
  const remove = shareGoodsMutations.useDelete();
  const columns: ColumnsType<ShareGoodsItem> = [
    { title: '商品', dataIndex: 'goods_title', key: 'goods_title' },
    {
      title: '类型',
      key: 'goods_type',
      render: (_, g) => `${SHARE_GOODS_TYPES[g.goods_type]} #${g.goods_id}`,
    },
    { title: '一级佣金', key: 'reward', render: (_, g) => `¥${g.reward}` },
    { title: '二级佣金', key: 'reward2', render: (_, g) => `¥${g.reward2}` },
  ];
  return (
    <ListPage
      title="分销商品"
      create={{ perm: 'share.edit', text: '新建分销商品', onClick: () => setEditing('new') }}
      caption="分销商品列表"
      columns={columns}
      query={shareGoodsListQuery}
      actions={{
        perm: 'share.edit',
        render: (g) => (
          <RecordActions
            onEdit={() => setEditing(g)}
            editLabel={`编辑：${g.goods_title}`}
            deleteTitle={`确定取消“${g.goods_title}”的分销佣金吗？`}
            onDelete={() => remove.mutateAsync(g.id)}
          />
        ),
      }}
    >
      <ShareGoodsDrawer editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
