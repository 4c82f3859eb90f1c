import type { CertTemplateItem, CertTemplateRequest, IssuedCertItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { GoodsSelect } from '../../../components/GoodsSelect.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { certTemplateListQuery, certTemplateMutations, issuedCertsQuery } from '../api/certs.ts';
import { CertPreview } from '../components/CertPreview.tsx';
import { FieldList } from '../components/FieldList.tsx';

function TemplateDrawer({ editing, onClose }: { editing: Editing<CertTemplateItem>; onClose: () => void }) {
  const template = editedRecord(editing);
  const save = certTemplateMutations.useSave(template?.id ?? null);
  return (
    <FormDrawer<CertTemplateRequest>
      title={template ? `编辑证书模板 ${template.name}` : '新建证书模板'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        name: template?.name ?? '',
        course_id: template?.course_id,
        background: template?.background ?? '',
        fields: template?.fields ?? [],
      }}
      save={(v) => save.mutateAsync({ ...v, background: v.background ?? '', fields: v.fields ?? [] })}
    >
      <CertPreview />
      <TextField label="证书名称" name="name" required="请填写证书名称" maxLength={100} />
      <Form.Item
        label="颁发条件：学完课程"
        name="course_id"
        rules={[{ required: true, message: '请选择课程' }]}
        extra="学员学完这门课程后获得证书"
      >
        <GoodsSelect
          type="course"
          typeName="课程"
          current={template ? { id: template.course_id, title: template.course_title } : undefined}
        />
      </Form.Item>
      <Form.Item
        label="背景图"
        name="background"
        extra="建议 1200 × 850 像素的 PNG 或 JPEG；不上传则使用默认边框"
      >
        <ImageUpload label="证书背景图" />
      </Form.Item>
      <FieldList />
    </FormDrawer>
  );
}

/** The certificates one template gave: who, the serial, when; paged. */
function IssuedDrawer({ template, onClose }: { template: CertTemplateItem | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const issued = useQuery({ ...issuedCertsQuery(template?.id ?? 0, page), enabled: template !== null });
  const columns: ColumnsType<IssuedCertItem> = [
    { title: '学员', key: 'member', render: (_, c) => `${c.nick_name}（ID ${c.user_id}）` },
    { title: '证书编号', dataIndex: 'serial', key: 'serial', render: (s: string) => <code>{s}</code> },
    { title: '颁发时间', key: 'created_at', render: (_, c) => formatInstant(c.created_at) },
  ];
  return (
    <Drawer
      title={template ? `已颁发：${template.name}` : ''}
      open={template !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      {issued.isError ? (
        <LoadFailed message={issued.error.message} onRetry={() => void issued.refetch()} />
      ) : (
        <Table<IssuedCertItem>
          aria-label="已颁发的证书"
          rowKey="id"
          size="small"
          loading={issued.isLoading}
          columns={columns}
          dataSource={issued.data?.items ?? []}
          pagination={{ current: page, pageSize: 20, total: issued.data?.total ?? 0, onChange: setPage }}
        />
      )}
    </Drawer>
  );
}

/** 证书模板: each template's course, how many it gave, its editor with a live preview, and who holds one. */
export default function CertTemplatesPage() {
  const [editing, setEditing] = useState<Editing<CertTemplateItem>>(null);
  const [shown, setShown] = useState<CertTemplateItem | null>(null);
  const remove = certTemplateMutations.useDelete();
  const columns: ColumnsType<CertTemplateItem> = [
    { title: '证书名称', dataIndex: 'name', key: 'name' },
    { title: '学完课程', key: 'course', render: (_, t) => t.course_title || `课程 #${t.course_id}` },
    {
      title: '已颁发',
      key: 'issued',
      sorter: true,
      render: (_, t) => (
        <Button type="link" size="small" onClick={() => setShown(t)} aria-label={`查看已颁发：${t.name}`}>
          {t.issued} 张
        </Button>
      ),
    },
    { title: '创建时间', key: 'created_at', render: (_, t) => formatInstant(t.created_at) },
  ];
  return (
    <ListPage
      title="证书模板"
      create={{ perm: 'certs.edit', text: '新建证书模板', onClick: () => setEditing('new') }}
      caption="证书模板列表"
      columns={columns}
      query={certTemplateListQuery}
      filters={
        <ListFilters>
          <Form.Item label="证书名称" name="q">
            <Input allowClear />
          </Form.Item>
        </ListFilters>
      }
      actions={{
        perm: 'certs.edit',
        render: (t) => (
          <RecordActions
            onEdit={() => setEditing(t)}
            editLabel={`编辑：${t.name}`}
            deleteTitle={`确定删除证书模板“${t.name}”吗？`}
            onDelete={() => remove.mutateAsync(t.id)}
          />
        ),
      }}
    >
      <TemplateDrawer editing={editing} onClose={() => setEditing(null)} />
      <IssuedDrawer template={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}
