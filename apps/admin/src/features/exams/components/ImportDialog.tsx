import {
  EXAM_IMPORT_MAX_BYTES,
  EXAM_IMPORT_MAX_ROWS,
  type ExamImportReply,
  type ExamImportRowError,
} from '@meedu/contract/admin';
import { Alert, App, Button, Flex, Modal, Table, Typography } from 'antd';
import { useId, useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { templateHref, useImportQuestions } from '../api/exams.ts';

const MAX_MB = EXAM_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * 导入试题: pick a filled-in template, import; a sheet with bad rows imports nothing and lists every bad row (row
 * number and reason) with the choice 跳过错误行并导入, which imports the good rows of the same file.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const { message } = App.useApp();
  const importQuestions = useImportQuestions();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ExamImportReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
    onClose();
  };

  const run = async (skipErrors: boolean) => {
    if (!file) {
      setProblem('请选择要导入的文件');
      return;
    }
    setProblem(null);
    try {
      const reply = await importQuestions.mutateAsync({ file, skipErrors });
      setReport(reply);
      if (reply.imported > 0) void message.success(`已导入 ${reply.imported} 道试题`);
    } catch (error) {
      setReport(null);
      setProblem(
        error instanceof AdminApiError
          ? (Object.values(error.fields)[0] ?? error.message)
          : '导入失败，请稍后重试',
      );
    }
  };

  const refused = report !== null && report.errors.length > 0 && report.imported === 0;
  return (
    <Modal title="导入试题" open={open} onCancel={close} footer={null} width={640} destroyOnHidden>
      <Typography.Paragraph>
        请使用 <a href={templateHref}>导入模板</a> 填写（.xlsx，不超过 {MAX_MB} MB、{EXAM_IMPORT_MAX_ROWS}{' '}
        行）。文件中有错误的行时，默认不导入任何试题。
      </Typography.Paragraph>
      <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
        <label htmlFor={inputId}>试题文件</label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setReport(null);
            setProblem(null);
          }}
        />
        <Button type="primary" loading={importQuestions.isPending} onClick={() => void run(false)}>
          导入
        </Button>
      </Flex>
      {problem && <Alert type="error" role="alert" title={problem} style={{ marginBottom: 16 }} />}
      {report && report.errors.length === 0 && (
        <Alert type="success" title={`已导入 ${report.imported} 道试题`} style={{ marginBottom: 16 }} />
      )}
      {report && report.errors.length > 0 && (
        <>
          <Alert
            type={refused ? 'error' : 'warning'}
            role="alert"
            title={
              refused
                ? `文件中有 ${report.errors.length} 行有误，未导入任何试题`
                : `已导入 ${report.imported} 道试题，跳过 ${report.errors.length} 行有误的行`
            }
            style={{ marginBottom: 16 }}
          />
          <Table<ExamImportRowError>
            aria-label="有误的行"
            title={() => '有误的行'}
            rowKey="row"
            size="small"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={report.errors}
            columns={[
              { title: '行号', dataIndex: 'row', key: 'row', width: 80 },
              { title: '原因', dataIndex: 'reason', key: 'reason' },
            ]}
          />
          {refused && (
            <Button
              style={{ marginTop: 16 }}
              loading={importQuestions.isPending}
              onClick={() => void run(true)}
            >
              跳过错误行并导入
            </Button>
          )}
        </>
      )}
    </Modal>
  );
}
