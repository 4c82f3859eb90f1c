import { Form, Input } from 'antd';

/** 上架时间 in the site's time (`lib/site-time.ts` converts it to and from the wire). */
export function PublishedAtField() {
  return (
    <Form.Item label="上架时间" name="published_at" rules={[{ required: true, message: '请选择上架时间' }]}>
      <Input type="datetime-local" />
    </Form.Item>
  );
}
