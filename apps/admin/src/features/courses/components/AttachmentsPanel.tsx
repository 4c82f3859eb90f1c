import { ATTACHMENT_EXTENSIONS, type AttachmentItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useId, useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { formatInstant } from '../../../lib/format.ts';
import {
  attachmentsQuery,
  useDeleteAttachmentMutation,
  useUploadAttachmentMutation,
} from '../api/attachments.ts';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A course's downloadable attachments (buyers download them on the storefront). */
export function AttachmentsPanel({ courseId }: { courseId: number }) {
  const canEdit = useCan('courses.edit');
  const inputId = useId();
  const result = useQuery(attachmentsQuery(courseId));
  const upload = useUploadAttachmentMutation(courseId);
  const remove = useDeleteAttachmentMutation(courseId);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    setProblem(null);
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      setProblem(error instanceof AdminApiError ? error.message : '上传失败，请重试');
    } finally {
      input.value = '';
    }
  };

  const columns: ColumnsType<AttachmentItem> = [
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '大小', key: 'size', render: (_, a) => sizeOf(a.size) },
    { title: '下载次数', dataIndex: 'download_times', key: 'download_times' },
    { title: '上传时间', key: 'created_at', render: (_, a) => formatInstant(a.created_at) },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: 'actions',
      render: (_, a) => (
        <ConfirmButton
          title={`确定删除附件“${a.name}”吗？`}
          onConfirm={() => remove.mutateAsync(a.id)}
          done="已删除"
          danger
        >
          删除
        </ConfirmButton>
      ),
    });

  return (
    <Card title="附件" size="small">
      <Flex vertical gap={12}>
        {canEdit && (
          <div>
            <label htmlFor={inputId}>上传附件</label>
            <input
              id={inputId}
              type="file"
              accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
              disabled={upload.isPending}
              onChange={(e) => void send(e.target.files?.[0], e.target)}
              style={{ display: 'block', marginTop: 8 }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {ATTACHMENT_EXTENSIONS.join('、')}，不超过 50 MB
            </Typography.Text>
          </div>
        )}
        {problem && <Alert type="error" showIcon message={problem} />}
        {result.isError ? (
          <LoadFailed message={result.error.message} onRetry={() => void result.refetch()} />
        ) : (
          <Table<AttachmentItem>
            aria-label="附件列表"
            title={() => '附件列表'}
            size="small"
            columns={columns}
            dataSource={result.data ?? []}
            rowKey="id"
            loading={result.isPending || upload.isPending}
            pagination={false}
            locale={{ emptyText: '暂无附件' }}
          />
        )}
      </Flex>
    </Card>
  );
}
