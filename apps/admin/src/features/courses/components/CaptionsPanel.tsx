import { CAPTION_LANGUAGES, CAPTION_MAX_BYTES, type VideoCaptionItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useId, useRef, useState, type ReactNode } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { actionsColumn } from '../../../components/RecordActions.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { captionsQuery, useCaptionMutations } from '../api/captions.ts';

const ACCEPT = '.vtt,text/vtt';

/** A label above its control (outside the drawer's form, so no Form.Item). */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
const failure = (error: unknown) => (error instanceof AdminApiError ? error.message : '上传失败，请重试');

/**
 * A video's WebVTT captions on its edit screen: the languages it has (default first), a new language uploaded with
 * its name, a file replaced, the default chosen, captions deleted. The server checks each file and names the line
 * of a mistake; that message is shown as it is.
 */
export function CaptionsPanel({ videoId }: { videoId: number }) {
  const canEdit = useCan('courses.edit');
  const { message } = App.useApp();
  const ids = { lang: useId(), label: useId(), file: useId() };
  const result = useQuery(captionsQuery(videoId));
  const writes = useCaptionMutations(videoId);
  const [lang, setLang] = useState<string>(CAPTION_LANGUAGES[0].lang);
  const [label, setLabel] = useState<string>(CAPTION_LANGUAGES[0].label);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<VideoCaptionItem | null>(null);

  const pickLanguage = (code: string) => {
    setLang(code);
    setLabel(CAPTION_LANGUAGES.find((l) => l.lang === code)?.label ?? '');
  };

  const upload = async () => {
    const file = fileInput.current?.files?.[0];
    setProblem(null);
    if (!file) {
      setProblem('请选择字幕文件');
      return;
    }
    try {
      await writes.upload.mutateAsync({ lang, label, file });
      void message.success('字幕已上传');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setProblem(failure(error));
    }
  };

  const replace = async (file: File | undefined) => {
    const target = replacing;
    if (replaceInput.current) replaceInput.current.value = '';
    if (!file || !target) return;
    setProblem(null);
    try {
      await writes.replace.mutateAsync({ id: target.id, file });
      void message.success(`已替换字幕“${target.label}”`);
    } catch (error) {
      setProblem(failure(error));
    }
  };

  const columns: ColumnsType<VideoCaptionItem> = [
    {
      title: '语言',
      key: 'lang',
      render: (_, c) => (
        <Space size={4}>
          <span>{c.label}</span>
          <Typography.Text type="secondary">{c.lang}</Typography.Text>
          {c.is_default && <Tag color="blue">默认</Tag>}
        </Space>
      ),
    },
    { title: '字幕条数', dataIndex: 'cue_count', key: 'cue_count' },
    { title: '更新时间', key: 'updated_at', render: (_, c) => formatInstant(c.updated_at) },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((c: VideoCaptionItem) => (
        <>
          {!c.is_default && (
            <ConfirmButton
              title={`将“${c.label}”设为默认字幕？`}
              onConfirm={() => writes.setDefault.mutateAsync(c.id)}
              done="已设为默认"
            >
              设为默认
            </ConfirmButton>
          )}
          <Button
            type="link"
            size="small"
            onClick={() => {
              setReplacing(c);
              replaceInput.current?.click();
            }}
          >
            替换
          </Button>
          <ConfirmButton
            title={`确定删除字幕“${c.label}”吗？`}
            onConfirm={() => writes.remove.mutateAsync(c.id)}
            done="已删除"
            danger
          >
            删除
          </ConfirmButton>
        </>
      )),
    );

  const busy = writes.upload.isPending || writes.replace.isPending;
  return (
    <Card title="字幕" size="small" style={{ marginTop: 24 }}>
      <Flex vertical gap={12}>
        {canEdit && (
          <Flex vertical gap={8}>
            <Flex gap={8} wrap align="end">
              <Labelled id={ids.lang} label="字幕语言">
                <Select
                  id={ids.lang}
                  value={lang}
                  onChange={pickLanguage}
                  options={CAPTION_LANGUAGES.map((l) => ({
                    value: l.lang,
                    label: `${l.label}（${l.lang}）`,
                  }))}
                  style={{ display: 'block', width: 180 }}
                />
              </Labelled>
              <Labelled id={ids.label} label="字幕名称">
                <Input
                  id={ids.label}
                  value={label}
                  maxLength={30}
                  onChange={(e) => setLabel(e.target.value)}
                  style={{ display: 'block', width: 140 }}
                />
              </Labelled>
            </Flex>
            <div>
              <label htmlFor={ids.file}>字幕文件</label>
              <input
                id={ids.file}
                ref={fileInput}
                type="file"
                accept={ACCEPT}
                style={{ display: 'block', marginTop: 4 }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                WebVTT（.vtt）格式，UTF-8 编码，不超过 {CAPTION_MAX_BYTES / 1024 / 1024} MB
              </Typography.Text>
            </div>
            <div>
              <Button type="primary" onClick={() => void upload()} loading={writes.upload.isPending}>
                上传字幕
              </Button>
            </div>
            <input
              ref={replaceInput}
              type="file"
              accept={ACCEPT}
              aria-label={replacing ? `替换字幕“${replacing.label}”的文件` : '替换字幕文件'}
              tabIndex={-1}
              hidden
              onChange={(e) => void replace(e.target.files?.[0])}
            />
          </Flex>
        )}
        {problem && <Alert type="error" showIcon message={problem} role="alert" />}
        {result.isError ? (
          <LoadFailed message={result.error.message} onRetry={() => void result.refetch()} />
        ) : (
          <Table<VideoCaptionItem>
            aria-label="字幕列表"
            size="small"
            columns={columns}
            dataSource={result.data?.items ?? []}
            rowKey="id"
            loading={result.isPending || busy}
            pagination={false}
            locale={{ emptyText: '暂无字幕' }}
          />
        )}
      </Flex>
    </Card>
  );
}
