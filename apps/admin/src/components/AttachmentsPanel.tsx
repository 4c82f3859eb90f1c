import { ATTACHMENT_EXTENSIONS, type AttachmentItem, type Permission } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useId, useState } from 'react';
import {
  attachmentsQuery,
  useDeleteAttachmentMutation,
  useUploadAttachmentMutation,
  type AttachmentPlace,
} from '../api/attachments.ts';
import { AdminApiError } from '../api/client.ts';
import { useCan } from '../api/session.ts';
import { formatInstant } from '../lib/format.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { LoadFailed } from './LoadFailed.tsx';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * An owner's downloadable files (a course's attachments, a live lesson's courseware): listed for every role that
 * sees the owner, uploaded and deleted by `perm`. `title` names the files (附件, 课件).
 */
export function AttachmentsPanel({
  place,
  perm,
  title = '附件',
}: {
  place: AttachmentPlace;
  perm: Permission;
  title?: string;
}) {
  const canEdit = useCan(perm);
  const inputId = useId();
  const result = useQuery(attachmentsQuery(place));
  const upload = useUploadAttachmentMutation(place);
  const remove = useDeleteAttachmentMutation(place);
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
          title={`确定删除${title}“${a.name}”吗？`}
          onConfirm={() => remove.mutateAsync(a.id)}
          done="已删除"
          danger
        >
          删除
        </ConfirmButton>
      ),
    });

  return (
    <Card title={title} size="small">
      <Flex vertical gap={12}>
        {canEdit && (
          <div>
            <label htmlFor={inputId}>上传{title}</label>
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
            aria-label={`${title}列表`}
            title={() => `${title}列表`}
            size="small"
            columns={columns}
            dataSource={result.data ?? []}
            rowKey="id"
            loading={result.isPending || upload.isPending}
            pagination={false}
            locale={{ emptyText: `暂无${title}` }}
          />
        )}
      </Flex>
    </Card>
  );
}
