import {
  CAMPAIGN_GOODS_TYPES,
  type FlashSaleItem,
  type GroupBuyItem,
  type ListReply,
} from '@meedu/contract/admin';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Form, Input, InputNumber, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import type { ListParams } from '../../../api/record-queries.ts';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import type { Editing } from '../../../components/editing.ts';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { GoodsPicker } from '../../../components/GoodsPicker.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { fromLocalField, toLocalField } from '../../../lib/site-time.ts';

/** The fields both campaign forms hold: goods, price and the window (times as `datetime-local` values). */
export interface CampaignFormValues {
  goods_type: keyof typeof CAMPAIGN_GOODS_TYPES;
  goods_id: number;
  charge: number;
  started_at: string;
  ended_at: string;
}

type Campaign = FlashSaleItem | GroupBuyItem;

export const campaignInitialValues = (c: Campaign | null) => ({
  goods_type: c?.goods_type ?? ('course' as const),
  goods_id: c?.goods_id,
  charge: c?.charge,
  started_at: toLocalField(c?.started_at),
  ended_at: toLocalField(c?.ended_at),
});

/** The form's values as the server takes them (times with the site's offset). */
export const campaignBody = <V extends CampaignFormValues>(v: V): V => ({
  ...v,
  started_at: fromLocalField(v.started_at),
  ended_at: fromLocalField(v.ended_at),
});

export function CampaignFields({ campaign }: { campaign: Campaign | null }) {
  return (
    <>
      <GoodsPicker types={CAMPAIGN_GOODS_TYPES} current={campaign ?? undefined} />
      <Form.Item label="活动价（元）" name="charge" rules={[{ required: true, message: '请填写活动价' }]}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <FieldRow>
        <Form.Item label="开始时间" name="started_at" rules={[{ required: true, message: '请选择开始时间' }]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item label="结束时间" name="ended_at" rules={[{ required: true, message: '请选择结束时间' }]}>
          <Input type="datetime-local" />
        </Form.Item>
      </FieldRow>
    </>
  );
}

/** The columns both campaign lists start with: the goods, the prices and the window. */
export const campaignColumns = <T extends Campaign>(): ColumnsType<T> => [
  {
    title: '商品',
    key: 'goods',
    render: (_, c) => (
      <>
        <Typography.Text>{c.goods_title}</Typography.Text>
        <br />
        <Typography.Text type="secondary">
          {CAMPAIGN_GOODS_TYPES[c.goods_type]} #{c.goods_id}
        </Typography.Text>
      </>
    ),
  },
  {
    title: '活动价',
    key: 'charge',
    render: (_, c) => (
      <>
        ¥{c.charge}{' '}
        <Typography.Text delete type="secondary">
          ¥{c.original_charge}
        </Typography.Text>
      </>
    ),
  },
  {
    title: '活动时间',
    key: 'started_at',
    sorter: true,
    render: (_, c) => `${formatInstant(c.started_at)} 至 ${formatInstant(c.ended_at)}`,
  },
];

export function CampaignFilters() {
  return (
    <ListFilters>
      <Form.Item label="商品名称" name="q">
        <Input allowClear />
      </Form.Item>
    </ListFilters>
  );
}

/** A campaign list screen: the shared columns then `columns`, 新建, 编辑/删除 per row, and the drawer `editing` opens. */
export function CampaignListPage<T extends Campaign, K extends QueryKey>({
  title,
  kind,
  columns,
  query,
  remove,
  drawer,
}: {
  title: string;
  /** 秒杀 or 拼团, in 新建秒杀 and the delete question. */
  kind: string;
  columns: ColumnsType<T>;
  query: (params: ListParams) => UseQueryOptions<ListReply<T>, Error, ListReply<T>, K>;
  remove: (id: number) => Promise<unknown>;
  drawer: (editing: Editing<T>, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  return (
    <ListPage<T, K>
      title={title}
      create={{ perm: 'campaigns.edit', text: `新建${kind}`, onClick: () => setEditing('new') }}
      caption={`${title}列表`}
      columns={[...campaignColumns<T>(), ...columns]}
      query={query}
      filters={<CampaignFilters />}
      actions={{
        perm: 'campaigns.edit',
        render: (c) => (
          <RecordActions
            onEdit={() => setEditing(c)}
            editLabel={`编辑：${c.goods_title}`}
            deleteTitle={`确定删除“${c.goods_title}”的${kind}吗？`}
            onDelete={() => remove(c.id)}
          />
        ),
      }}
    >
      {drawer(editing, () => setEditing(null))}
    </ListPage>
  );
}
