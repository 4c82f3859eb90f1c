import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { goodsSearchQuery, isSearchable } from '../api/goods-search.ts';

/**
 * The one search-and-pick of the console's goods: a type, then a course, live course, book, article or learning
 * path searched by title (a VIP plan by its id). Campaigns and commissions keep it in the form fields `goods_type`
 * and `goods_id`; a learning path's step uses `type` and `other_id` (`fields`). `current` names the saved goods so
 * an edit shows it.
 */
export function GoodsPicker({
  types,
  current,
  fields = { type: 'goods_type', id: 'goods_id' },
  typeLabel = '商品类型',
}: {
  types: Readonly<Record<string, string>>;
  current?: { goods_type: string; goods_id: number; goods_title: string };
  fields?: { type: string; id: string };
  typeLabel?: string;
}) {
  const form = Form.useFormInstance();
  const goodsType = Form.useWatch<string | undefined>(fields.type);
  const [q, setQ] = useState('');
  const searchable = isSearchable(goodsType);
  const found = useQuery({ ...goodsSearchQuery(goodsType ?? '', q), enabled: searchable });
  const options = (found.data ?? []).map((g) => ({ value: g.id, label: `${g.title}（#${g.id}）` }));
  if (current && current.goods_type === goodsType && !options.some((o) => o.value === current.goods_id))
    options.unshift({ value: current.goods_id, label: `${current.goods_title}（#${current.goods_id}）` });
  const typeName = types[goodsType ?? ''] ?? '商品';
  return (
    <>
      <Form.Item
        label={typeLabel}
        name={fields.type}
        rules={[{ required: true, message: `请选择${typeLabel}` }]}
      >
        <Select
          options={Object.entries(types).map(([value, label]) => ({ value, label }))}
          // What was picked belongs to the old type: a new type starts a new search and a new pick.
          onChange={() => {
            setQ('');
            form.setFieldValue(fields.id, undefined);
          }}
        />
      </Form.Item>
      {searchable ? (
        <Form.Item label={typeName} name={fields.id} rules={[{ required: true, message: '请选择商品' }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setQ }}
            loading={found.isFetching}
            options={options}
            placeholder={`输入${typeName}名称搜索`}
            notFoundContent={found.isError ? found.error.message : '没有找到，换个关键词试试'}
          />
        </Form.Item>
      ) : (
        <Form.Item
          label={`${typeName} ID`}
          name={fields.id}
          rules={[{ required: true, message: '请选择商品' }]}
        >
          <InputNumber min={1} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
    </>
  );
}
