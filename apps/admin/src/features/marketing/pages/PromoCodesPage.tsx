import type { PromoCodeItem, PromoCodeRequest } from '@meedu/contract/admin';
import { Form, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { fromLocalField, toLocalField } from '../../../lib/site-time.ts';
import { promoCodeListQuery, promoCodeMutations } from '../api/marketing.ts';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

type PromoForm = Omit<PromoCodeRequest, 'starts_at' | 'expires_at'> & {
  starts_at: string;
  expires_at: string;
};

function PromoDrawer({ editing, onClose }: { editing: Editing<PromoCodeItem>; onClose: () => void }) {
  const promo = editedRecord(editing);
  const save = promoCodeMutations.useSave(promo?.id ?? null);
  return (
    <FormDrawer<PromoForm>
      title={promo ? `编辑优惠码 ${promo.code}` : '新建优惠码'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        code: promo?.code ?? '',
        discount: promo?.discount,
        use_times: promo?.use_times ?? 0,
        starts_at: toLocalField(promo?.starts_at),
        expires_at: toLocalField(promo?.expires_at),
      }}
      save={(v) =>
        save.mutateAsync({
          ...v,
          starts_at: fromLocalField(v.starts_at) || null,
          expires_at: fromLocalField(v.expires_at) || null,
        })
      }
    >
      <Form.Item label="优惠码" name="code" extra="字母和数字；留空则自动生成">
        <Input maxLength={32} />
      </Form.Item>
      <FieldRow>
        <Form.Item
          label="优惠金额（元）"
          name="discount"
          rules={[{ required: true, message: '请输入优惠金额' }]}
        >
          <InputNumber min={1} max={100000} precision={0} />
        </Form.Item>
        <Form.Item label="总可用次数" name="use_times" extra="0 为不限；每位学员限用 1 次">
          <InputNumber min={0} max={1000000} precision={0} />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item label="开始时间" name="starts_at" extra="留空为立即生效">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item label="结束时间" name="expires_at" extra="留空为长期有效">
          <Input type="datetime-local" />
        </Form.Item>
      </FieldRow>
    </FormDrawer>
  );
}

const limit = (p: PromoCodeItem) => `${p.used_times} / ${p.use_times === 0 ? '不限' : p.use_times}`;
const window = (p: PromoCodeItem) =>
  `${p.starts_at ? formatInstant(p.starts_at) : '立即'} 至 ${p.expires_at ? formatInstant(p.expires_at) : '长期'}`;

/** 优惠码: the codes that take yuan off any order, with their use counts. */
export default function PromoCodesPage() {
  const [editing, setEditing] = useState<Editing<PromoCodeItem>>(null);
  const remove = promoCodeMutations.useDelete();
  const columns: ColumnsType<PromoCodeItem> = [
    { title: '优惠码', dataIndex: 'code', key: 'code' },
    { title: '优惠金额', key: 'discount', render: (_, p) => `¥${p.discount}` },
    { title: '已用 / 总次数', key: 'used_times', sorter: true, render: (_, p) => limit(p) },
    { title: '有效期', key: 'window', render: (_, p) => window(p) },
    { title: '归属', key: 'owner', render: (_, p) => (p.owner_id === 0 ? '运营' : `学员 ${p.owner_id}`) },
  ];
  return (
    <ListPage
      title="优惠码"
      create={{ perm: 'promotions.edit', text: '新建优惠码', onClick: () => setEditing('new') }}
      caption="优惠码列表"
      columns={columns}
      query={promoCodeListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="优惠码" />
        </ListFilters>
      }
      actions={{
        perm: 'promotions.edit',
        render: (p) => (
          <RecordActions
            onEdit={() => setEditing(p)}
            editLabel={`编辑：${p.code}`}
            deleteTitle={`确定删除优惠码“${p.code}”吗？`}
            onDelete={() => remove.mutateAsync(p.id)}
          />
        ),
      }}
    >
      <PromoDrawer editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
