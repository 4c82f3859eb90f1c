import type { ContentCategoryOption, TopicAdminItem, TopicRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FieldRow, SwitchRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { PublishedAtField } from '../../../components/PublishedAtField.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';
import { TextField } from '../../../components/TextField.tsx';
import { topicMutations, topicQuery } from '../api/topics.ts';

const TOPIC_SWITCHES = [
  { label: '显示', name: 'is_show' },
  { label: 'VIP 免费', name: 'is_vip_free' },
] as const;

/** A topic's fields with its two parts; an existing topic's parts are read first (the list carries neither). */
export function TopicDrawer({
  categories,
  editing,
  onClose,
}: {
  categories: ContentCategoryOption[];
  editing: Editing<TopicAdminItem>;
  onClose: () => void;
}) {
  const topic = editedRecord(editing);
  const detail = useQuery({ ...topicQuery(topic?.id ?? 0), enabled: topic !== null });
  const save = topicMutations.useSave(topic?.id ?? null);
  if (topic && !detail.data)
    return (
      <Drawer title={`编辑图文 ${topic.title}`} open onClose={onClose} size={720}>
        <Skeleton active />
      </Drawer>
    );
  const t = detail.data;
  return (
    <FormDrawer<TopicRequest>
      title={topic ? `编辑图文 ${topic.title}` : '新建图文'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        title: t?.title ?? '',
        category_id: t?.category_id,
        thumb: t?.thumb ?? '',
        charge: t?.charge ?? 0,
        is_vip_free: t?.is_vip_free ?? false,
        is_show: t?.is_show ?? true,
        published_at: t ? toLocalField(t.published_at) : nowLocalField(),
        short_desc: t?.short_desc ?? '',
        free_content: t?.free_content ?? '',
        paid_content: t?.paid_content ?? '',
      }}
      save={(v) => save.mutateAsync({ ...v, published_at: fromLocalField(v.published_at) })}
    >
      <TextField label="图文标题" name="title" required="请输入图文标题" maxLength={120} />
      <Form.Item label="分类" name="category_id" rules={[{ required: true, message: '请选择分类' }]}>
        <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
      <Form.Item label="封面" name="thumb">
        <ImageUpload label="图文封面" />
      </Form.Item>
      <FieldRow>
        <Form.Item label="价格（元）" name="charge" extra="0 为免费，付费部分对所有人可见">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <PublishedAtField />
      </FieldRow>
      <SwitchRow switches={TOPIC_SWITCHES} />
      <Form.Item label="简介" name="short_desc">
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
      <Form.Item label="免费部分" name="free_content" extra="所有人可见">
        <RichTextEditor label="免费部分" />
      </Form.Item>
      <Form.Item label="付费部分" name="paid_content" extra="仅购买后（或 VIP 免费时的 VIP）可见">
        <RichTextEditor label="付费部分" />
      </Form.Item>
    </FormDrawer>
  );
}
