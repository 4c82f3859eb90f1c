import { MALL_V_TYPES, type MallGoodsItem, type MallGoodsRequest } from '@meedu/contract/admin';
import { Form, InputNumber, Select, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { mallGoodsListQuery, mallGoodsMutations } from '../api/marketing.ts';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

const V_TYPE_NAMES: Record<(typeof MALL_V_TYPES)[number], string> = {
  vod: '录播课',
  live: '直播课',
  book: '电子书',
  vip: 'VIP 会员',
};

function GoodsDrawer({ editing, onClose }: { editing: Editing<MallGoodsItem>; onClose: () => void }) {
  const goods = editedRecord(editing);
  const save = mallGoodsMutations.useSave(goods?.id ?? null);
  return (
    <FormDrawer<MallGoodsRequest>
      title={goods ? `编辑商品 ${goods.title}` : '新建积分商品'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        title: goods?.title ?? '',
        thumb: goods?.thumb ?? '',
        charge: goods?.charge,
        stock: goods?.stock ?? 0,
        is_virtual: goods?.is_virtual ?? false,
        v_type: goods?.v_type ?? '',
        v_id: goods?.v_id || undefined,
        description: goods?.description ?? '',
        is_show: goods?.is_show ?? true,
        sort: goods?.sort ?? 0,
      }}
      save={(v) =>
        save.mutateAsync({ ...v, v_type: v.is_virtual ? v.v_type : '', v_id: v.is_virtual ? v.v_id : 0 })
      }
    >
      <TextField label="商品名称" name="title" required="请填写商品名称" longest={120} />
      <Form.Item label="商品图片" name="thumb">
        <ImageUpload label="商品图片" />
      </Form.Item>
      <FieldRow>
        <Form.Item label="所需积分" name="charge" rules={[{ required: true, message: '请输入所需积分' }]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item label="库存" name="stock" rules={[{ required: true, message: '请输入库存' }]}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="越大越靠前">
          <InputNumber precision={0} />
        </Form.Item>
      </FieldRow>
      <Form.Item
        label="虚拟商品"
        name="is_virtual"
        valuePropName="checked"
        extra="虚拟商品兑换后自动发放，无需发货"
      >
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={['is_virtual']}>
        {({ getFieldValue }) =>
          getFieldValue('is_virtual') === true && (
            <FieldRow>
              <Form.Item label="发放类型" name="v_type">
                <Select
                  style={{ width: 140 }}
                  options={MALL_V_TYPES.map((t) => ({ value: t, label: V_TYPE_NAMES[t] }))}
                />
              </Form.Item>
              <Form.Item label="发放商品 ID" name="v_id">
                <InputNumber min={1} precision={0} />
              </Form.Item>
            </FieldRow>
          )
        }
      </Form.Item>
      <Form.Item label="商品介绍" name="description">
        <RichTextEditor label="商品介绍" />
      </Form.Item>
      <Form.Item label="上架" name="is_show" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}

/** 积分商品: what members exchange credits for, physical (shipped) or virtual (granted at once). */
export default function MallGoodsPage() {
  const [editing, setEditing] = useState<Editing<MallGoodsItem>>(null);
  const remove = mallGoodsMutations.useDelete();
  const columns: ColumnsType<MallGoodsItem> = [
    { title: '商品', dataIndex: 'title', key: 'title' },
    {
      title: '类型',
      key: 'kind',
      render: (_, g) => (g.is_virtual && g.v_type ? `虚拟（${V_TYPE_NAMES[g.v_type]}）` : '实物'),
    },
    { title: '所需积分', dataIndex: 'charge', key: 'charge', sorter: true },
    { title: '库存', dataIndex: 'stock', key: 'stock', sorter: true },
    { title: '兑换次数', dataIndex: 'order_count', key: 'order_count' },
    {
      title: '状态',
      key: 'is_show',
      render: (_, g) => (g.is_show ? <Tag color="green">上架</Tag> : <Tag>已下架</Tag>),
    },
  ];
  return (
    <ListPage
      title="积分商品"
      create={{ perm: 'credit-mall.edit', text: '新建商品', onClick: () => setEditing('new') }}
      caption="积分商品列表"
      columns={columns}
      query={mallGoodsListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="商品名称" />
          <FlagFilter label="状态" name="is_show" on="上架" off="已下架" />
        </ListFilters>
      }
      actions={{
        perm: 'credit-mall.edit',
        render: (g) => (
          <RecordActions
            onEdit={() => setEditing(g)}
            editLabel={`编辑：${g.title}`}
            deleteTitle={`确定删除商品“${g.title}”吗？`}
            onDelete={() => remove.mutateAsync(g.id)}
          />
        ),
      }}
    >
      <GoodsDrawer editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
