import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';

export interface TextFieldProps {
  label: string;
  name: string;
  /** What it says when the field is left blank (spaces count as blank); optional without it. */
  required?: string;
  /** The most characters the input takes. */
  maxLength?: number;
  /** The most characters a save accepts: longer text stays typed and is refused as `<label>最长 N 个字`. */
  longest?: number;
  placeholder?: string;
  extra?: ReactNode;
}

/** A one-line text field of a form, with its label and checks. */
export function TextField({ label, name, required, maxLength, longest, placeholder, extra }: TextFieldProps) {
  const rules: Rule[] = [];
  if (required) rules.push({ required: true, whitespace: true, message: required });
  if (longest) rules.push({ max: longest, message: `${label}最长 ${longest} 个字` });
  return (
    <Form.Item label={label} name={name} rules={rules} extra={extra}>
      <Input maxLength={maxLength} placeholder={placeholder} />
    </Form.Item>
  );
}
