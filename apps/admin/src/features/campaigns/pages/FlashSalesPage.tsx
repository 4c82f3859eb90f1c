import type { FlashSaleItem } from '@meedu/contract/admin';
import { Form, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { flashSaleListQuery, flashSaleMutations } from '../api/campaigns.ts';
import {
  CampaignFields,
  CampaignListPage,
  campaignBody,
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
  const remove = flashSaleMutations.useDelete();
  const columns: ColumnsType<FlashSaleItem> = [
    { title: '库存', dataIndex: 'num', key: 'num' },
    { title: '已抢', dataIndex: 'sold', key: 'sold' },
    { title: '已支付', dataIndex: 'paid', key: 'paid' },
  ];
  return (
    <CampaignListPage
      title="秒杀活动"
      kind="秒杀"
      columns={columns}
      query={flashSaleListQuery}
      remove={(id) => remove.mutateAsync(id)}
      drawer={(editing, close) => <FlashSaleDrawer editing={editing} onClose={close} />}
    />
  );
}
