import type { BookArticleItem, BookArticleRequest, BookChapterItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Form, Select, Skeleton } from 'antd';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { SwitchRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { PublishedAtField } from '../../../components/PublishedAtField.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';
import { TextField } from '../../../components/TextField.tsx';
import { articleQuery, useArticleWrites } from '../api/books.ts';

const ARTICLE_SWITCHES = [
  { label: '显示', name: 'is_show' },
  { label: '试读（免费阅读）', name: 'is_trial' },
] as const;

/** An article's fields; an existing one's content is read first (the list carries no content). */
export function ArticleDrawer({
  bookId,
  chapters,
  editing,
  onClose,
}: {
  bookId: number;
  chapters: BookChapterItem[];
  editing: Editing<BookArticleItem>;
  onClose: () => void;
}) {
  const article = editedRecord(editing);
  const detail = useQuery({ ...articleQuery(article?.id ?? 0), enabled: article !== null });
  const { save } = useArticleWrites(bookId);
  if (article && !detail.data)
    return (
      <Drawer title={`编辑文章 ${article.title}`} open onClose={onClose} size={720}>
        <Skeleton active />
      </Drawer>
    );
  const content = article ? (detail.data?.content ?? '') : '';
  return (
    <FormDrawer<BookArticleRequest>
      title={article ? `编辑文章 ${article.title}` : '新建文章'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        title: article?.title ?? '',
        chapter_id: article?.chapter_id ?? chapters[0]?.id ?? 0,
        is_trial: article?.is_trial ?? false,
        is_show: article?.is_show ?? true,
        published_at: article ? toLocalField(article.published_at) : nowLocalField(),
        content,
      }}
      save={(v) =>
        save.mutateAsync({
          id: article?.id ?? null,
          body: { ...v, published_at: fromLocalField(v.published_at) },
        })
      }
    >
      <TextField label="文章标题" name="title" required="请输入文章标题" maxLength={120} />
      <Form.Item label="章节" name="chapter_id">
        <Select
          options={[{ value: 0, label: '无章节' }, ...chapters.map((c) => ({ value: c.id, label: c.name }))]}
        />
      </Form.Item>
      <PublishedAtField />
      <SwitchRow switches={ARTICLE_SWITCHES} />
      <Form.Item label="正文" name="content" extra="支持代码块和 $…$ 数学公式，保存时会清理不安全的内容">
        <RichTextEditor label="正文" />
      </Form.Item>
    </FormDrawer>
  );
}
