import type { BookArticleItem, BookChapterItem, BookChapterRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { SortableList } from '../../../components/SortableList.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSaveOrder } from '../../../components/use-save-order.ts';
import { articlesQuery, chaptersQuery, useArticleWrites, useChapterWrites } from '../api/books.ts';
import { ArticleDrawer } from './ArticleDrawer.tsx';

/** A book's chapters and articles: add, edit, delete, and order both by drag or 上移/下移. */
export function BookContents({ bookId }: { bookId: number }) {
  const canEdit = useCan('books.edit');
  const chapters = useQuery(chaptersQuery(bookId));
  const articles = useQuery(articlesQuery(bookId));
  const chapterWrites = useChapterWrites(bookId);
  const articleWrites = useArticleWrites(bookId);
  const saveChapterOrder = useSaveOrder(chapterWrites.reorder);
  const saveArticleOrder = useSaveOrder(articleWrites.reorder);
  const [editingChapter, setEditingChapter] = useState<Editing<BookChapterItem>>(null);
  const [editingArticle, setEditingArticle] = useState<Editing<BookArticleItem>>(null);

  if (chapters.isError || articles.isError)
    return (
      <LoadFailed
        message={(chapters.error ?? articles.error)?.message ?? '读取失败'}
        onRetry={() => void Promise.all([chapters.refetch(), articles.refetch()])}
      />
    );
  const chapterList = chapters.data ?? [];
  const articleList = articles.data ?? [];
  const chapterName = (id: number) => chapterList.find((c) => c.id === id)?.name ?? '无章节';
  const editedChapter = editedRecord(editingChapter);

  return (
    <Flex vertical gap={16}>
      <Card
        title="章节"
        size="small"
        extra={
          <PermissionGate perm="books.edit">
            <Button onClick={() => setEditingChapter('new')}>新建章节</Button>
          </PermissionGate>
        }
      >
        {chapterList.length === 0 ? (
          <Empty description="还没有章节" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <SortableList
            label="章节顺序"
            items={chapterList}
            getId={(c) => c.id}
            getName={(c) => c.name}
            disabled={!canEdit}
            onReorder={(items) => void saveChapterOrder(items.map((c) => c.id))}
            renderItem={(c) => (
              <Flex justify="space-between" align="center" style={{ width: '100%' }}>
                <span>
                  {c.name}
                  <Typography.Text type="secondary">（{c.article_count} 篇文章）</Typography.Text>
                </span>
                {canEdit && (
                  <RecordActions
                    onEdit={() => setEditingChapter(c)}
                    editLabel={`编辑章节：${c.name}`}
                    deleteTitle={`确定删除章节“${c.name}”吗？`}
                    onDelete={() => chapterWrites.remove.mutateAsync(c.id)}
                  />
                )}
              </Flex>
            )}
          />
        )}
      </Card>
      <Card
        title="文章"
        size="small"
        extra={
          <PermissionGate perm="books.edit">
            <Button onClick={() => setEditingArticle('new')}>新建文章</Button>
          </PermissionGate>
        }
      >
        {articleList.length === 0 ? (
          <Empty description="还没有文章" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <SortableList
            label="文章顺序"
            items={articleList}
            getId={(a) => a.id}
            getName={(a) => a.title}
            disabled={!canEdit}
            onReorder={(items) => void saveArticleOrder(items.map((a) => a.id))}
            renderItem={(a) => (
              <Flex justify="space-between" align="center" style={{ width: '100%' }}>
                <Space size={6} wrap>
                  <Typography.Text type="secondary">{chapterName(a.chapter_id)}</Typography.Text>
                  <Typography.Text strong>{a.title}</Typography.Text>
                  {a.is_trial && <Tag color="blue">试读</Tag>}
                  {!a.is_show && <Tag>隐藏</Tag>}
                </Space>
                {canEdit && (
                  <RecordActions
                    onEdit={() => setEditingArticle(a)}
                    editLabel={`编辑文章：${a.title}`}
                    deleteTitle={`确定删除文章“${a.title}”吗？`}
                    onDelete={() => articleWrites.remove.mutateAsync(a.id)}
                  />
                )}
              </Flex>
            )}
          />
        )}
      </Card>
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
