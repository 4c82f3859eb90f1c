import { Button, Flex, Form } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useListParams } from './use-list-params.ts';

export interface ListFiltersProps<V extends object> {
  /** The filter fields (antd `Form.Item`s with a label and a name). */
  children: ReactNode;
  /** The form's values from the address's filters (default: as they are). */
  fromParams?: (filters: Record<string, string>) => Partial<V>;
  /** The address's filters from the form's values (default: each value as a string). */
  toParams?: (values: V) => Record<string, string | undefined>;
}

const asStrings = (values: object): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      v === undefined || v === null || v === '' ? undefined : String(v),
    ]),
  );

/** A list's filter bar: 查询 writes the filters into the address (page 1), 重置 clears them. */
export function ListFilters<V extends object>({ children, fromParams, toParams }: ListFiltersProps<V>) {
  const { params, update } = useListParams();
  const [form] = Form.useForm<V>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(
      (fromParams ? fromParams(params.filters) : params.filters) as Parameters<typeof form.setFieldsValue>[0],
    );
  }, [form, fromParams, params.filters]);

  return (
    <Form<V>
      form={form}
      name="filters"
      layout="inline"
      role="search"
      aria-label="筛选"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(values) => update({ filters: toParams ? toParams(values) : asStrings(values) })}
    >
      {children}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={() => update({ filters: {} })}>重置</Button>
      </Flex>
    </Form>
  );
}
