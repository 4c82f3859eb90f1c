import {
  HOME_BLOCK_NAMES,
  HOME_BLOCK_SIGNS,
  LIST_BLOCK_SIGNS,
  type HomeBlockItem,
  type HomeBlockRequest,
  type HomeBlockSign,
  type ListBlockSign,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Form, Row, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { OrderedList } from '../../../components/OrderedList.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { RecordActions, ItemActions } from '../../../components/RecordActions.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { homeBlockMutations, homeBlocksQuery, pickableCoursesQuery } from '../api/home-blocks.ts';

/** The drawer's fields: a list block's title and chosen ids, or a code block's HTML. */
interface BlockFormValues {
  sign: HomeBlockSign;
  title?: string;
  ids?: (number | string)[];
  html?: string;
}

const isListSign = (sign: HomeBlockSign | undefined): sign is ListBlockSign =>
  sign !== undefined && sign !== 'code';

/** The form's values as the request the contract checks. */
export function blockRequest(v: BlockFormValues): HomeBlockRequest {
  if (isListSign(v.sign))
    return {
      sign: v.sign,
      config: { title: v.title ?? '', items: (v.ids ?? []).map((id) => ({ id: Number(id) })) },
    };
  return { sign: 'code', config: { html: v.html ?? '' } };
}

const initialValues = (block: HomeBlockItem | null): BlockFormValues => {
  if (!block) return { sign: 'pc-vod-v1', title: '', ids: [], html: '' };
  if (block.sign === 'code') return { sign: 'code', html: block.config.html };
  return { sign: block.sign, title: block.config.title, ids: block.config.items.map((i) => i.id) };
};

const positiveIds = (_: unknown, ids: (number | string)[] | undefined) =>
  (ids ?? []).every((id) => /^[1-9]\d{0,9}$/.test(String(id)))
    ? Promise.resolve()
    : Promise.reject(new Error('ID 须是正整数'));

/** Recorded courses by name (the first 100 of the console's course list); the other kinds by their ids. */
function ItemsField({ sign }: { sign: ListBlockSign }) {
  const courses = useQuery({
    ...pickableCoursesQuery,
    enabled: sign === 'pc-vod-v1',
  });
  const kind = LIST_BLOCK_SIGNS[sign];
  const rules = [{ required: true, message: '请至少选择一项' }, { validator: positiveIds }];
  if (sign === 'pc-vod-v1')
    return (
      <Form.Item label="课程" name="ids" rules={rules} extra="按选择的顺序展示">
        <Select
          mode="multiple"
          loading={courses.isPending}
          optionFilterProp="label"
          options={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.title}（#${c.id}）` }))}
          placeholder="搜索课程名称"
        />
      </Form.Item>
    );
  return (
    <Form.Item
      label={`${kind} ID`}
      name="ids"
      rules={rules}
      extra={`输入${kind}的 ID 后回车，可输入多个，按输入顺序展示`}
    >
      <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} placeholder="如 1, 2, 3" />
    </Form.Item>
  );
}

function BlockDrawer({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing<HomeBlockItem>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const block = editedRecord(editing);
  const save = homeBlockMutations.useSave(block?.id ?? null);
  return (
    <FormDrawer<BlockFormValues>
      title={block ? `编辑装修块 ${HOME_BLOCK_NAMES[block.sign]}` : '新建装修块'}
      open={editing !== null}
      onClose={onClose}
      initialValues={initialValues(block)}
      save={async (v) => {
        await save.mutateAsync(blockRequest(v));
        onSaved();
      }}
    >
      <Form.Item label="类型" name="sign" rules={[{ required: true, message: '请选择装修块类型' }]}>
        <Select options={HOME_BLOCK_SIGNS.map((s) => ({ value: s, label: HOME_BLOCK_NAMES[s] }))} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: BlockFormValues, b: BlockFormValues) => a.sign !== b.sign}>
        {({ getFieldValue }) => {
          const sign = getFieldValue('sign') as HomeBlockSign | undefined;
          return isListSign(sign) ? (
            <>
              <TextField label="标题" name="title" required="请填写标题" longest={50} />
              <ItemsField sign={sign} />
            </>
          ) : (
            <Form.Item label="HTML 内容" name="html" rules={[{ required: true, message: '请填写 HTML' }]}>
              <RichTextEditor label="HTML 内容" />
            </Form.Item>
          );
        }}
      </Form.Item>
    </FormDrawer>
  );
}

/**
 * The storefront serves its home blocks from a micro-cache of about a second: after a write the preview loads the
 * home at once and again when that copy has expired, so it always ends showing what was saved.
 */
const PUBLIC_CACHE_MS = 1500;

function usePreview(): [version: number, reload: () => void] {
  const [version, setVersion] = useState(0);
  const [writes, setWrites] = useState(0);
  useEffect(() => {
    if (writes === 0) return;
    const timer = setTimeout(() => setVersion((v) => v + 1), PUBLIC_CACHE_MS);
    return () => clearTimeout(timer);
  }, [writes]);
  return [
    version,
    () => {
      setVersion((v) => v + 1);
      setWrites((w) => w + 1);
    },
  ];
}

/** The first words of a code block's HTML, as the list's summary (tags dropped; React escapes the rest). */
const textOf = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
};

const summaryOf = (block: HomeBlockItem) =>
  block.sign === 'code'
    ? textOf(block.config.html) || '自定义内容'
    : `${block.config.title} · ${block.config.items.length} 个${LIST_BLOCK_SIGNS[block.sign]}`;

/** 首页装修: the storefront home's blocks in order, with a live preview of the home page beside them. */
export default function HomeBlocksPage() {
  const blocks = useQuery(homeBlocksQuery);
  const [editing, setEditing] = useState<Editing<HomeBlockItem>>(null);
  // Bumped after every write: the preview loads the storefront's home again.
  const [previewVersion, refreshPreview] = usePreview();
  const reorder = homeBlockMutations.useReorder();
  const remove = homeBlockMutations.useDelete();
  const items = blocks.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="首页装修"
        create={{ perm: 'home.edit', text: '新建装修块', onClick: () => setEditing('new') }}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={10}>
          <QueryView query={blocks} empty={items.length === 0 && '首页还没有装修块'}>
            {() => (
              <OrderedList
                label="装修块顺序"
                items={items}
                getName={(b) =>
                  `${HOME_BLOCK_NAMES[b.sign]} ${b.sign === 'code' ? `#${b.id}` : b.config.title}`
                }
                reorder={reorder}
                perm="home.edit"
                onSaved={refreshPreview}
                renderItem={(block) => (
                  <Flex align="center" gap={12} wrap>
                    <Tag>{HOME_BLOCK_NAMES[block.sign]}</Tag>
                    <Typography.Text>{summaryOf(block)}</Typography.Text>
                    <ItemActions perm="home.edit">
                      <RecordActions
                        onEdit={() => setEditing(block)}
                        deleteTitle="确定删除这个装修块吗？"
                        onDelete={async () => {
                          await remove.mutateAsync(block.id);
                          refreshPreview();
                        }}
                      />
                    </ItemActions>
                  </Flex>
                )}
              />
            )}
          </QueryView>
        </Col>
        <Col xs={24} xl={14}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            首页预览
          </Typography.Title>
          <iframe
            key={previewVersion}
            src="/"
            title="店面首页预览"
            style={{ width: '100%', height: 720, border: '1px solid #d9d9d9', borderRadius: 8 }}
          />
        </Col>
      </Row>
      <BlockDrawer editing={editing} onClose={() => setEditing(null)} onSaved={refreshPreview} />
    </>
  );
}
