import type { ExamCategoryScope } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { FieldRow, SwitchRow } from '../../../components/FieldRow.tsx';
import { examCategoriesQuery } from '../api/exams.ts';

/** A scope's categories as select options, `未分类` (0) first. */
export function useCategoryOptions(scope: ExamCategoryScope) {
  const categories = useQuery(examCategoriesQuery(scope));
  return [
    { value: 0, label: '未分类' },
    ...(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
}

/**
 * What papers, mock papers and practices share: the category, the description and who may take it (free at 0 元,
 * bought at its price, free to VIP members), and whether the storefront shows it.
 */
export function SaleFields({ scope }: { scope: ExamCategoryScope }) {
  const categoryOptions = useCategoryOptions(scope);
  return (
    <>
      <FieldRow>
        <Form.Item label="分类" name="category_id">
          <Select options={categoryOptions} />
        </Form.Item>
        <Form.Item label="价格（元，0 为免费）" name="charge">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <Form.Item label="简介" name="short_desc">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <SwitchRow
        switches={[
          { label: 'VIP 免费', name: 'is_vip_free' },
          { label: '上架', name: 'is_show' },
        ]}
      />
    </>
  );
}

export const SALE_DEFAULTS = { category_id: 0, charge: 0, short_desc: '', is_vip_free: false, is_show: true };

/** The list columns of who may take it. */
export const accessText = (r: { charge: number; is_vip_free: boolean }) =>
  `${r.charge > 0 ? `￥${r.charge}` : '免费'}${r.is_vip_free ? ' · VIP 免费' : ''}`;

/** A paper's time limit and pass mark, side by side with any further fields of its kind (`children`). */
export function PaperTimeFields({ children }: { children?: ReactNode }) {
  return (
    <FieldRow>
      <Form.Item
        label="考试时长（分钟）"
        name="expired_minutes"
        rules={[{ required: true, message: '请输入考试时长' }]}
      >
        <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="及格分" name="pass_score">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {children}
    </FieldRow>
  );
}
