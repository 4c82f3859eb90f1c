import { WATERMARK_CODE_PATTERN, type WatermarkGrantItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { AdminApiError } from '../../../api/client.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { watermarkLookupQuery } from '../api/watermark-lookup.ts';
import { RecordTable } from '../../../components/data-table/RecordTable.tsx';

const columns: ColumnsType<WatermarkGrantItem> = [
  { title: '时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant, width: 160 },
  { title: '课程', dataIndex: 'course_title', key: 'course_title' },
  { title: '视频', dataIndex: 'video_title', key: 'video_title' },
  { title: 'IP', dataIndex: 'ip', key: 'ip' },
];

/**
 * 水印追溯 (issue 30): the code read off a recording's watermark → the member, and the latest play grants that showed
 * it. The code stays in the address (`?code=`), so a reload or a shared link shows the same answer.
 */
export default function WatermarkLookupPage() {
  const [search, setSearch] = useSearchParams();
  const code = (search.get('code') ?? '').trim().toUpperCase();
  const lookup = useQuery({ ...watermarkLookupQuery(code), enabled: code !== '' });

  return (
    <>
      <PageHeader title="水印追溯" />
      <Form
        layout="inline"
        initialValues={{ code }}
        onFinish={(v: { code: string }) => setSearch({ code: v.code.trim() })}
        style={{ marginBottom: 16 }}
      >
        <Form.Item
          label="水印编码"
          name="code"
          extra="视频水印中的 8 位编码，每次查询都会记入操作日志"
          normalize={(v: string) => v.toUpperCase()}
          rules={[
            { required: true, message: '请输入水印编码' },
            { pattern: WATERMARK_CODE_PATTERN, message: '水印编码为 8 位字母或数字' },
          ]}
        >
          <Input allowClear style={{ width: 200 }} maxLength={8} autoComplete="off" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      {code === '' ? null : lookup.error instanceof AdminApiError && lookup.error.status === 404 ? (
        <Alert type="warning" showIcon message={`没有找到水印编码 ${code}`} role="status" />
      ) : (
        <QueryView query={lookup}>
          {(found) => (
            <>
              <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
                <Descriptions.Item label="学员">
                  <Link to={`/members/${found.member.id}`}>
                    {found.member.nick_name}（ID {found.member.id}）
                  </Link>
                </Descriptions.Item>
                <Descriptions.Item label="手机号">{found.member.mobile}</Descriptions.Item>
                <Descriptions.Item label="水印编码">{found.code}</Descriptions.Item>
              </Descriptions>
              <RecordTable<WatermarkGrantItem>
                caption="最近的播放授权"
                columns={columns}
                rows={found.grants}
              />
            </>
          )}
        </QueryView>
      )}
    </>
  );
}
