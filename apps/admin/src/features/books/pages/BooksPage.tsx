import type { BookAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { bookCategoriesQuery, bookListQuery, bookMutations } from '../api/books.ts';
import { RecordFilter, SearchFilter } from '../../../components/data-table/filter-fields.tsx';
import { catalogColumns } from '../../../components/data-table/catalog-columns.tsx';

/** 电子书: server-side search, category and status filters, sort; a book opens on its own page. */
export default function BooksPage() {
  const navigate = useNavigate();
  const remove = bookMutations.useDelete();
  const categories = useQuery(bookCategoriesQuery).data ?? [];
  const columns: ColumnsType<BookAdminItem> = [
    catalogColumns.id(),
    { title: '电子书', key: 'name', render: (_, b) => <Link to={`/books/${b.id}`}>{b.name}</Link> },
    catalogColumns.category(),
    catalogColumns.price(),
    catalogColumns.state(),
    { title: '文章数', dataIndex: 'article_count', key: 'article_count' },
    { title: '学员数', dataIndex: 'user_count', key: 'user_count', sorter: true },
    catalogColumns.published(),
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
          <SearchFilter label="名称" />
          <RecordFilter label="分类" name="category_id" records={categories} />
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
