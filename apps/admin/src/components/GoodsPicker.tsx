import { Form, InputNumber, Select } from 'antd';
import { isSearchable } from '../api/goods-search.ts';
import { GoodsSelect } from './GoodsSelect.tsx';

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
  const searchable = isSearchable(goodsType);
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
          onChange={() => form.setFieldValue(fields.id, undefined)}
        />
      </Form.Item>
      {searchable ? (
        <Form.Item label={typeName} name={fields.id} rules={[{ required: true, message: '请选择商品' }]}>
          <GoodsSelect
            // A new type starts a new search.
            key={goodsType}
            type={goodsType}
            typeName={typeName}
            current={
              current?.goods_type === goodsType
                ? { id: current.goods_id, title: current.goods_title }
                : undefined
            }
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
