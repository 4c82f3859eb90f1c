import { Col, Form, Row, Switch } from 'antd';
import { Children, type ReactNode } from 'react';

/** Form fields side by side, each in an equal column. */
export function FieldRow({ children }: { children: ReactNode }) {
  const fields = Children.toArray(children);
  return (
    <Row gutter={16}>
      {fields.map((field, i) => (
        <Col key={i} span={24 / fields.length}>
          {field}
        </Col>
      ))}
    </Row>
  );
}

/** A row of on/off fields, each a labelled switch. */
export function SwitchRow({ switches }: { switches: readonly { label: string; name: string }[] }) {
  return (
    <FieldRow>
      {switches.map(({ label, name }) => (
        <Form.Item key={name} label={label} name={name} valuePropName="checked">
          <Switch />
        </Form.Item>
      ))}
    </FieldRow>
  );
}
