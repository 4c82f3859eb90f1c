import { Form, InputNumber, Select } from 'antd';
import { CourseSelect } from './CourseSelect.tsx';

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
  return (
    <>
      <Form.Item label="商品类型" name="goods_type" rules={[{ required: true, message: '请选择商品类型' }]}>
        <Select options={Object.entries(types).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      {goodsType === 'course' ? (
        <Form.Item label="课程" name="goods_id" rules={[{ required: true, message: '请选择商品' }]}>
          <CourseSelect current={current && { id: current.goods_id, title: current.goods_title }} />
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
