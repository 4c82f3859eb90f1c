import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { courseSearchQuery } from '../api/goods-search.ts';

/**
 * The goods a campaign or a commission is on: its type, then a recorded course searched by title, or another
 * kind by its id. Form fields `goods_type` and `goods_id`; `current` names the saved goods so an edit shows it.
 */
export function GoodsPicker({
  types,
  current,
}: {
  types: Readonly<Record<string, string>>;
  current?: { goods_id: number; goods_title: string };
}) {
  const goodsType = Form.useWatch<string | undefined>('goods_type');
  const [q, setQ] = useState('');
  const courses = useQuery({ ...courseSearchQuery(q), enabled: goodsType === 'course' });
  const options = (courses.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.title}（#${c.id}）` }));
  if (current && !options.some((o) => o.value === current.goods_id))
    options.unshift({ value: current.goods_id, label: `${current.goods_title}（#${current.goods_id}）` });
  return (
    <>
      <Form.Item label="商品类型" name="goods_type" rules={[{ required: true, message: '请选择商品类型' }]}>
        <Select options={Object.entries(types).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      {goodsType === 'course' ? (
        <Form.Item label="课程" name="goods_id" rules={[{ required: true, message: '请选择商品' }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setQ }}
            loading={courses.isFetching}
            options={options}
            placeholder="输入课程名称搜索"
          />
        </Form.Item>
      ) : (
        <Form.Item
          label={`${types[goodsType ?? ''] ?? '商品'} ID`}
          name="goods_id"
          rules={[{ required: true, message: '请选择商品' }]}
        >
          <InputNumber min={1} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
    </>
  );
}
