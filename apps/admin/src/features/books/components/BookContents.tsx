import type { BookArticleItem, BookChapterItem, BookChapterRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailedOf } from '../../../components/LoadFailed.tsx';
import { OrderedCard } from '../../../components/OrderedCard.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { articlesQuery, chaptersQuery, useArticleWrites, useChapterWrites } from '../api/books.ts';
import { ArticleDrawer } from './ArticleDrawer.tsx';

/** A book's chapters and articles: add, edit, delete, and order both by drag or 上移/下移. */
export function BookContents({ bookId }: { bookId: number }) {
  const chapters = useQuery(chaptersQuery(bookId));
  const articles = useQuery(articlesQuery(bookId));
  const chapterWrites = useChapterWrites(bookId);
  const articleWrites = useArticleWrites(bookId);
  const [editingChapter, setEditingChapter] = useState<Editing<BookChapterItem>>(null);
  const [editingArticle, setEditingArticle] = useState<Editing<BookArticleItem>>(null);

  if (chapters.isError || articles.isError) return <LoadFailedOf queries={[chapters, articles]} />;
  const chapterList = chapters.data ?? [];
  const articleList = articles.data ?? [];
  const chapterName = (id: number) => chapterList.find((c) => c.id === id)?.name ?? '无章节';
  const editedChapter = editedRecord(editingChapter);

  return (
    <Flex vertical gap={16}>
      <OrderedCard
        noun="章节"
        onCreate={() => setEditingChapter('new')}
        perm="books.edit"
        items={chapterList}
        getName={(c) => c.name}
        reorder={chapterWrites.reorder}
        renderItem={(c) => (
          <span>
            {c.name}
            <Typography.Text type="secondary">（{c.article_count} 篇文章）</Typography.Text>
          </span>
        )}
        onEdit={setEditingChapter}
        onDelete={(c) => chapterWrites.remove.mutateAsync(c.id)}
      />
      <OrderedCard
        noun="文章"
        onCreate={() => setEditingArticle('new')}
        perm="books.edit"
        items={articleList}
        getName={(a) => a.title}
        reorder={articleWrites.reorder}
        renderItem={(a) => (
          <Space size={6} wrap>
            <Typography.Text type="secondary">{chapterName(a.chapter_id)}</Typography.Text>
            <Typography.Text strong>{a.title}</Typography.Text>
            {a.is_trial && <Tag color="blue">试读</Tag>}
            {!a.is_show && <Tag>隐藏</Tag>}
          </Space>
        )}
        onEdit={setEditingArticle}
        onDelete={(a) => articleWrites.remove.mutateAsync(a.id)}
      />
      <FormDrawer<BookChapterRequest>
        title={editedChapter ? `编辑章节 ${editedChapter.name}` : '新建章节'}
        open={editingChapter !== null}
        onClose={() => setEditingChapter(null)}
        initialValues={{ name: editedChapter?.name ?? '' }}
        save={(body) => chapterWrites.save.mutateAsync({ id: editedChapter?.id ?? null, body })}
      >
        <TextField label="章节名称" name="name" required="请输入章节名称" maxLength={120} />
      </FormDrawer>
      {editingArticle !== null && (
        <ArticleDrawer
          bookId={bookId}
          chapters={chapterList}
          editing={editingArticle}
          onClose={() => setEditingArticle(null)}
        />
      )}
    </Flex>
  );
}
