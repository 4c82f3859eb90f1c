import type { BookAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { CatalogStateTags } from '../../../components/CatalogStateTags.tsx';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { CategoryFilter } from '../../../components/data-table/CategoryFilter.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { bookCategoriesQuery, bookListQuery, bookMutations } from '../api/books.ts';

/** 电子书: server-side search, category and status filters, sort; a book opens on its own page. */
export default function BooksPage() {
  const navigate = useNavigate();
  const remove = bookMutations.useDelete();
  const categories = useQuery(bookCategoriesQuery).data ?? [];
  const columns: ColumnsType<BookAdminItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 80 },
    { title: '电子书', key: 'name', render: (_, b) => <Link to={`/books/${b.id}`}>{b.name}</Link> },
    { title: '分类', key: 'category', render: (_, b) => b.category_name ?? '—' },
    {
      title: '价格',
      key: 'charge',
      sorter: true,
      render: (_, b) => (b.charge === 0 ? '免费' : formatYuan(b.charge)),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, b) => <CatalogStateTags record={b} />,
    },
    { title: '文章数', dataIndex: 'article_count', key: 'article_count' },
    { title: '学员数', dataIndex: 'user_count', key: 'user_count', sorter: true },
    { title: '上架时间', key: 'published_at', sorter: true, render: (_, b) => formatInstant(b.published_at) },
  ];
  return (
    <ListPage
      title="电子书"
      create={{ perm: 'books.edit', text: '新建电子书', onClick: () => void navigate('/books/new') }}
      caption="电子书列表"
      columns={columns}
      query={bookListQuery}
      filters={
        <ListFilters>
          <Form.Item label="名称" name="q">
            <Input allowClear />
          </Form.Item>
          <CategoryFilter categories={categories} />
          <FlagFilter label="状态" name="is_show" on="显示" off="隐藏" />
        </ListFilters>
      }
      actions={{
        perm: 'books.edit',
        render: (b) => (
          <RecordActions
            onEdit={() => void navigate(`/books/${b.id}`)}
            editLabel={`编辑：${b.name}`}
            deleteTitle={`确定删除电子书“${b.name}”吗？其章节和文章会一并删除。`}
            onDelete={() => remove.mutateAsync(b.id)}
          />
        ),
      }}
    />
  );
}
