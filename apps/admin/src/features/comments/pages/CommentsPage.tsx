import type { CommentAdminItem, CommentKind } from '@meedu/contract/admin';
import { Form, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { formatInstant } from '../../../lib/format.ts';
import {
  commentListQuery,
  useApproveCommentMutation,
  useDeleteCommentMutation,
  useHideCommentMutation,
} from '../api/comments.ts';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

/** What each kind's comments are on: the 所属 column and the 类型 filter. */
const KIND_NAMES: Record<CommentKind, string> = {
  course: '课程',
  video: '视频',
  book: '电子书',
  book_article: '电子书文章',
  topic: '图文',
  live: '直播课',
};

/**
 * Course, video, book, book-article, topic and live-class comments, newest first: hide (the storefront stops
 * showing it) or delete.
 */
export default function CommentsPage() {
  const hide = useHideCommentMutation();
  const approve = useApproveCommentMutation();
  const remove = useDeleteCommentMutation();
  const columns: ColumnsType<CommentAdminItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 80 },
    {
      title: '内容',
      key: 'content',
      render: (_, c) => (
        <Typography.Paragraph style={{ margin: 0, maxWidth: 420 }} ellipsis={{ rows: 3, expandable: true }}>
          {c.content}
        </Typography.Paragraph>
      ),
    },
    {
      title: '所属',
      key: 'target',
      render: (_, c) => `${KIND_NAMES[c.kind]}：${c.target_title ?? `#${c.target_id}（已删除）`}`,
    },
    { title: '学员', key: 'user', render: (_, c) => c.user_nick_name ?? `#${c.user_id}` },
    {
      title: '状态',
      key: 'is_hidden',
      render: (_, c) =>
        c.is_hidden ? (
          <Tag>已隐藏</Tag>
        ) : c.is_pending ? (
          <Tag color="orange">待审核</Tag>
        ) : (
          <Tag color="green">显示中</Tag>
        ),
    },
    { title: '时间', key: 'created_at', render: (_, c) => formatInstant(c.created_at) },
  ];
  return (
    <ListPage
      title="评论管理"
      caption="评论列表"
      columns={columns}
      query={commentListQuery}
      actions={{
        perm: 'comments.edit',
        render: (c) => (
          <>
            {c.is_pending && (
              <ConfirmButton
                title="审核通过这条评论吗？前台将显示它。"
                onConfirm={() => approve.mutateAsync({ kind: c.kind, id: c.id })}
                done="已审核通过"
              >
                审核通过
              </ConfirmButton>
            )}
            <ConfirmButton
              title={c.is_hidden ? '恢复显示这条评论吗？' : '隐藏这条评论吗？前台将不再显示。'}
              onConfirm={() => hide.mutateAsync({ kind: c.kind, id: c.id, hidden: !c.is_hidden })}
              done={c.is_hidden ? '已恢复显示' : '已隐藏'}
            >
              {c.is_hidden ? '取消隐藏' : '隐藏'}
            </ConfirmButton>
            <ConfirmButton
              title="确定删除这条评论吗？删除后不可恢复。"
              onConfirm={() => remove.mutateAsync({ kind: c.kind, id: c.id })}
              done="已删除"
              danger
            >
              删除
            </ConfirmButton>
          </>
        ),
      }}
      filters={
        <ListFilters>
          <Form.Item label="类型" name="kind">
            <Select
              style={{ width: 150 }}
              placeholder="课程评论"
              options={Object.entries(KIND_NAMES).map(([value, name]) => ({ value, label: `${name}评论` }))}
            />
          </Form.Item>
          <SearchFilter label="内容" />
          <FlagFilter label="状态" name="is_hidden" on="已隐藏" off="显示中" offFirst />
        </ListFilters>
      }
    />
  );
}
