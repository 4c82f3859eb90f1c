import type { FlashSaleItem } from '@meedu/contract/admin';
import { Form, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { flashSaleListQuery, flashSaleMutations } from '../api/campaigns.ts';
import {
  CampaignFields,
  CampaignFilters,
  campaignBody,
  campaignColumns,
  campaignInitialValues,
  type CampaignFormValues,
} from '../components/CampaignFields.tsx';

type Values = CampaignFormValues & { num: number };

function FlashSaleDrawer({ editing, onClose }: { editing: Editing<FlashSaleItem>; onClose: () => void }) {
  const sale = editedRecord(editing);
  const save = flashSaleMutations.useSave(sale?.id ?? null);
  return (
    <FormDrawer<Values>
      title={sale ? `编辑秒杀 ${sale.goods_title}` : '新建秒杀'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ ...campaignInitialValues(sale), num: sale?.num }}
      save={(v) => save.mutateAsync(campaignBody(v))}
    >
      <CampaignFields campaign={sale} />
      <Form.Item
        label="库存"
        name="num"
        rules={[{ required: true, message: '请填写库存' }]}
        extra={sale ? `已抢 ${sale.sold} 件；库存不能少于已抢的件数` : undefined}
      >
        <InputNumber min={0} max={1000000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDrawer>
  );
}

/** 秒杀活动: flash sales with their stock, units taken and paid. */
export default function FlashSalesPage() {
  const [editing, setEditing] = useState<Editing<FlashSaleItem>>(null);
  const remove = flashSaleMutations.useDelete();
  const columns: ColumnsType<FlashSaleItem> = [
    ...campaignColumns<FlashSaleItem>(),
    { title: '库存', dataIndex: 'num', key: 'num' },
    { title: '已抢', dataIndex: 'sold', key: 'sold' },
    { title: '已支付', dataIndex: 'paid', key: 'paid' },
  ];
  return (
    <ListPage
      title="秒杀活动"
      create={{ perm: 'campaigns.edit', text: '新建秒杀', onClick: () => setEditing('new') }}
      caption="秒杀活动列表"
      columns={columns}
      query={flashSaleListQuery}
      filters={<CampaignFilters />}
      actions={{
        perm: 'campaigns.edit',
        render: (s) => (
          <RecordActions
            onEdit={() => setEditing(s)}
            editLabel={`编辑：${s.goods_title}`}
            deleteTitle={`确定删除“${s.goods_title}”的秒杀吗？`}
            onDelete={() => remove.mutateAsync(s.id)}
          />
        ),
      }}
    >
      <FlashSaleDrawer editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
