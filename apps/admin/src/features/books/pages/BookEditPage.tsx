import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../../api/session.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { bookCategoriesQuery, bookMutations, bookQuery } from '../api/books.ts';
import { BookContents } from '../components/BookContents.tsx';
import { BookForm } from '../components/BookForm.tsx';

function BackToList() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/books')}>返回列表</Button>;
}

function NewBook() {
  const navigate = useNavigate();
  const save = bookMutations.useSave(null);
  const categories = useQuery(bookCategoriesQuery);
  return (
    <>
      <PageHeader title="新建电子书" extra={<BackToList />} />
      {categories.isPending ? (
        <Skeleton active />
      ) : (
        <BookForm
          book={null}
          categories={categories.data ?? []}
          save={async (body) => {
            const created = await save.mutateAsync(body);
            // Chapters and articles are added on the book's own page.
            void navigate(`/books/${created.id}`, { replace: true });
          }}
        />
      )}
    </>
  );
}

function EditBook({ id }: { id: number }) {
  const canEdit = useCan('books.edit');
  const book = useQuery(bookQuery(id));
  const categories = useQuery(bookCategoriesQuery);
  const save = bookMutations.useSave(id);
  if (book.isError) return <LoadFailed message={book.error.message} onRetry={() => void book.refetch()} />;
  if (!book.data || categories.isPending) return <Skeleton active />;
  const b = book.data;
  return (
    <>
      <PageHeader title={b.name} extra={<BackToList />} />
      <Tabs
        items={[
          {
            key: 'info',
            label: '电子书信息',
            children: canEdit ? (
              <BookForm book={b} categories={categories.data ?? []} save={(body) => save.mutateAsync(body)} />
            ) : (
              <Descriptions
                column={1}
                items={[
                  { key: 'category', label: '分类', children: b.category_name ?? '—' },
                  { key: 'charge', label: '价格', children: `${b.charge} 元` },
                  { key: 'show', label: '状态', children: b.is_show ? '显示' : '隐藏' },
                  { key: 'published', label: '上架时间', children: formatInstant(b.published_at) },
                ]}
              />
            ),
          },
          { key: 'contents', label: '章节与文章', children: <BookContents bookId={id} /> },
        ]}
      />
    </>
  );
}

/** `/books/new` creates a book; `/books/:id` edits one with its chapters and articles. */
export default function BookEditPage() {
  const { id } = useParams();
  if (id === 'new') return <NewBook />;
  const bookId = Number(id);
  if (!Number.isInteger(bookId) || bookId <= 0) return <Result status="404" title="电子书不存在" />;
  return <EditBook id={bookId} />;
}
