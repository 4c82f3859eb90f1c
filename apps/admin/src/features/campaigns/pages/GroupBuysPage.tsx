import type { GroupBuyItem } from '@meedu/contract/admin';
import { Form, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { groupBuyListQuery, groupBuyMutations } from '../api/campaigns.ts';
import {
  CampaignFields,
  CampaignListPage,
  campaignBody,
  campaignInitialValues,
  type CampaignFormValues,
} from '../components/CampaignFields.tsx';

type Values = CampaignFormValues & { people_num: number; time_limit: number };

function GroupBuyDrawer({ editing, onClose }: { editing: Editing<GroupBuyItem>; onClose: () => void }) {
  const deal = editedRecord(editing);
  const save = groupBuyMutations.useSave(deal?.id ?? null);
  return (
    <FormDrawer<Values>
      title={deal ? `编辑拼团 ${deal.goods_title}` : '新建拼团'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        ...campaignInitialValues(deal),
        people_num: deal?.people_num ?? 2,
        time_limit: deal?.time_limit ?? 24,
      }}
      save={(v) => save.mutateAsync(campaignBody(v))}
    >
      <CampaignFields campaign={deal} />
      <FieldRow>
        <Form.Item label="成团人数" name="people_num" rules={[{ required: true, message: '请填写成团人数' }]}>
          <InputNumber min={2} max={100} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="组团时限（小时）"
          name="time_limit"
          rules={[{ required: true, message: '请填写组团时限' }]}
        >
          <InputNumber min={1} max={720} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </FieldRow>
    </FormDrawer>
  );
}

/** 拼团活动: group buys with their places sold and groups filled. */
export default function GroupBuysPage() {
  const remove = groupBuyMutations.useDelete();
  const columns: ColumnsType<GroupBuyItem> = [
    { title: '成团人数', dataIndex: 'people_num', key: 'people_num' },
    { title: '已售名额', dataIndex: 'sold', key: 'sold' },
    { title: '成团数', dataIndex: 'groups_succeeded', key: 'groups_succeeded' },
  ];
  return (
    <CampaignListPage
      title="拼团活动"
      kind="拼团"
      columns={columns}
      query={groupBuyListQuery}
      remove={(id) => remove.mutateAsync(id)}
      drawer={(editing, close) => <GroupBuyDrawer editing={editing} onClose={close} />}
    />
  );
}
