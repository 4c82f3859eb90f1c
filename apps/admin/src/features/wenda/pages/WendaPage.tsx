import type { WendaQuestionAdminItem } from '@meedu/contract/admin';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { questionListQuery, useQuestionWrites } from '../api/wenda.ts';
import { QuestionDrawer } from '../components/QuestionDrawer.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

/** 问答: questions newest first; hide, close or delete one, and open it to moderate its answers. */
export default function WendaPage() {
  const writes = useQuestionWrites();
  const [open, setOpen] = useState<number | null>(null);
  const columns: ColumnsType<WendaQuestionAdminItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 80 },
    {
      title: '问题',
      key: 'title',
      render: (_, q) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(q.id)}>
          {q.title}
        </Button>
      ),
    },
    { title: '提问者', key: 'user', render: (_, q) => q.user_nick_name ?? `#${q.user_id}` },
    { title: '回答数', dataIndex: 'answer_count', key: 'answer_count', sorter: true },
    {
      title: '状态',
      key: 'state',
      render: (_, q) => (
        <Space size={[4, 4]} wrap>
          {q.is_hidden ? <Tag>已隐藏</Tag> : <Tag color="green">显示中</Tag>}
          {q.is_closed && <Tag color="red">已关闭</Tag>}
          {q.is_solved && <Tag color="blue">已解决</Tag>}
        </Space>
      ),
    },
    { title: '时间', key: 'created_at', render: (_, q) => formatInstant(q.created_at) },
  ];
  return (
    <ListPage
      title="问答"
      caption="问题列表"
      columns={columns}
      query={questionListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="标题" />
          <FlagFilter label="显示" name="is_hidden" on="已隐藏" off="显示中" />
          <FlagFilter label="关闭" name="is_closed" on="已关闭" off="开放中" />
        </ListFilters>
      }
      actions={{
        perm: 'wenda.edit',
        render: (q) => (
          <>
            <ConfirmButton
              title={q.is_hidden ? '恢复显示这个问题吗？' : '隐藏这个问题吗？前台将不再显示。'}
              onConfirm={() =>
                writes.command.mutateAsync({ id: q.id, command: q.is_hidden ? 'unhide' : 'hide' })
              }
              done={q.is_hidden ? '已恢复显示' : '已隐藏'}
            >
              {q.is_hidden ? '取消隐藏' : '隐藏'}
            </ConfirmButton>
            <ConfirmButton
              title={q.is_closed ? '重新开放这个问题吗？' : '关闭这个问题吗？关闭后不能再回答。'}
              onConfirm={() =>
                writes.command.mutateAsync({ id: q.id, command: q.is_closed ? 'reopen' : 'close' })
              }
              done={q.is_closed ? '已重新开放' : '已关闭'}
            >
              {q.is_closed ? '重新开放' : '关闭'}
            </ConfirmButton>
            <ConfirmButton
              title={`确定删除问题“${q.title}”吗？其回答会一并删除。`}
              onConfirm={() => writes.remove.mutateAsync(q.id)}
              done="已删除"
              danger
            >
              删除
            </ConfirmButton>
          </>
        ),
      }}
    >
      {open !== null && <QuestionDrawer id={open} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}
