import {
  REDEEM_SIGNS,
  REDEEM_SIGN_NAMES,
  type RedeemBatchItem,
  type RedeemBatchRequest,
  type RedeemCodeItem,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, InputNumber, Radio, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { fromLocalField, nowLocalField } from '../../../lib/site-time.ts';
import {
  redeemBatchListQuery,
  redeemBatchMutations,
  redeemCodesQuery,
  redeemExportHref,
} from '../api/marketing.ts';

type BatchForm = Omit<RedeemBatchRequest, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };

const SIGN_OPTIONS = REDEEM_SIGNS.map((s) => ({ value: s, label: REDEEM_SIGN_NAMES[s] }));

function BatchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const save = redeemBatchMutations.useSave(null);
  // A new batch runs from now for 30 days unless the operator says otherwise.
  const [span] = useState(() => ({
    from: nowLocalField(),
    to: nowLocalField(new Date(Date.now() + 30 * 86400_000)),
  }));
  return (
    <FormDrawer<BatchForm>
      title="生成兑换码"
      submitText="生成"
      open={open}
      onClose={onClose}
      initialValues={{
        name: '',
        grants: [{ sign: 'vod' }],
        starts_at: span.from,
        ends_at: span.to,
        count: 100,
      }}
      save={(v) =>
        save.mutateAsync({ ...v, starts_at: fromLocalField(v.starts_at), ends_at: fromLocalField(v.ends_at) })
      }
    >
      <TextField label="批次名称" name="name" required="请填写批次名称" longest={60} />
      <Form.List name="grants">
        {(fields, { add, remove }, { errors }) => (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14 }}>兑换内容</legend>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start" wrap>
                <Form.Item label={`内容 ${i + 1} 类型`} name={[field.name, 'sign']}>
                  <Select options={SIGN_OPTIONS} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item noStyle dependencies={[['grants', field.name, 'sign']]}>
                  {({ getFieldValue }) =>
                    getFieldValue(['grants', field.name, 'sign']) === 'credit1' ? (
                      <Form.Item label={`内容 ${i + 1} 积分`} name={[field.name, 'credits']}>
                        <InputNumber min={1} precision={0} />
                      </Form.Item>
                    ) : (
                      <Form.Item label={`内容 ${i + 1} 商品 ID`} name={[field.name, 'id']}>
                        <InputNumber min={1} precision={0} />
                      </Form.Item>
                    )
                  }
                </Form.Item>
                {fields.length > 1 && (
                  <Button type="link" onClick={() => remove(field.name)} style={{ marginTop: 30 }}>
                    {`移除内容 ${i + 1}`}
                  </Button>
                )}
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < 10 && (
              <Button onClick={() => add({ sign: 'vod' })} style={{ marginBottom: 16 }}>
                添加兑换内容
              </Button>
            )}
          </fieldset>
        )}
      </Form.List>
      <FieldRow>
        <Form.Item label="开始时间" name="starts_at" rules={[{ required: true, message: '请选择开始时间' }]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item label="结束时间" name="ends_at" rules={[{ required: true, message: '请选择结束时间' }]}>
          <Input type="datetime-local" />
        </Form.Item>
      </FieldRow>
      <Form.Item label="生成数量" name="count" rules={[{ required: true, message: '请输入生成数量' }]}>
        <InputNumber min={1} max={5000} precision={0} />
      </Form.Item>
    </FormDrawer>
  );
}

/** One batch's codes, each used or not (by whom, when), paged; 导出 downloads them all. */
function CodesDrawer({ batch, onClose }: { batch: RedeemBatchItem | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [used, setUsed] = useState<'' | '0' | '1'>('');
  const codes = useQuery({ ...redeemCodesQuery(batch?.id ?? 0, page, used), enabled: batch !== null });
  const columns: ColumnsType<RedeemCodeItem> = [
    { title: '兑换码', dataIndex: 'code', key: 'code', render: (c: string) => <code>{c}</code> },
    {
      title: '状态',
      key: 'state',
      render: (_, c) => (c.used_by ? <Tag color="blue">已使用</Tag> : <Tag>未使用</Tag>),
    },
    {
      title: '使用学员',
      key: 'used_by',
      render: (_, c) => (c.used_by ? `${c.used_by.nick_name}（ID ${c.used_by.id}）` : '—'),
    },
    { title: '使用时间', key: 'used_at', render: (_, c) => (c.used_at ? formatInstant(c.used_at) : '—') },
  ];
  return (
    <Drawer
      title={batch ? `兑换码：${batch.name}` : ''}
      open={batch !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label="使用状态"
          value={used}
          onChange={(e) => {
            setUsed(e.target.value as '' | '0' | '1');
            setPage(1);
          }}
          options={[
            { value: '', label: '全部' },
            { value: '0', label: '未使用' },
            { value: '1', label: '已使用' },
          ]}
          optionType="button"
        />
        {batch && (
          <Button href={redeemExportHref(batch.id)} download>
            导出 Excel
          </Button>
        )}
      </Flex>
      {codes.isError ? (
        <LoadFailed message={codes.error.message} onRetry={() => void codes.refetch()} />
      ) : (
        <Table<RedeemCodeItem>
          aria-label="兑换码"
          rowKey="id"
          size="small"
          loading={codes.isLoading}
          columns={columns}
          dataSource={codes.data?.items ?? []}
          pagination={{ current: page, pageSize: 20, total: codes.data?.total ?? 0, onChange: setPage }}
        />
      )}
    </Drawer>
  );
}

const grantsText = (b: RedeemBatchItem) =>
  b.grants.map((g) => `${REDEEM_SIGN_NAMES[g.sign]}：${g.name}`).join('；');

/** 兑换码: batches of redeem codes (what each gives, its window, how many used), generated and exported. */
export default function RedeemCodesPage() {
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<RedeemBatchItem | null>(null);
  const columns: ColumnsType<RedeemBatchItem> = [
    { title: '批次', dataIndex: 'name', key: 'name' },
    { title: '兑换内容', key: 'grants', render: (_, b) => grantsText(b) },
    {
      title: '有效期',
      key: 'window',
      render: (_, b) => `${formatInstant(b.starts_at)} 至 ${formatInstant(b.ends_at)}`,
    },
    { title: '已用 / 总数', key: 'counts', render: (_, b) => `${b.used_count} / ${b.code_count}` },
    {
      title: '兑换码',
      key: 'codes',
      render: (_, b) => (
        <Button type="link" size="small" onClick={() => setShown(b)} aria-label={`查看兑换码：${b.name}`}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title="兑换码"
      create={{ perm: 'promotions.edit', text: '生成兑换码', onClick: () => setCreating(true) }}
      caption="兑换码批次"
      columns={columns}
      query={redeemBatchListQuery}
    >
      <BatchDrawer open={creating} onClose={() => setCreating(false)} />
      <CodesDrawer batch={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}
