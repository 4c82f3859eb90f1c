import type { BookAdminDetail, BookRequest, ContentCategoryOption } from '@meedu/contract/admin';
import { CatalogFields } from '../../../components/CatalogFields.tsx';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';
import { TextField } from '../../../components/TextField.tsx';

const BOOK_SWITCHES = [
  { label: '显示', name: 'is_show' },
  { label: 'VIP 免费', name: 'is_vip_free' },
] as const;

/** The book's fields: cover, price, VIP-free, publication, show/hide, the introduction (rich text). */
export function BookForm({
  book,
  categories,
  save,
}: {
  book: BookAdminDetail | null;
  categories: ContentCategoryOption[];
  save: (body: BookRequest) => Promise<unknown>;
}) {
  return (
    <FormPage<BookRequest>
      title="电子书信息"
      initialValues={{
        name: book?.name ?? '',
        category_id: book?.category_id,
        thumb: book?.thumb ?? '',
        charge: book?.charge ?? 0,
        is_vip_free: book?.is_vip_free ?? false,
        is_show: book?.is_show ?? true,
        published_at: book ? toLocalField(book.published_at) : nowLocalField(),
        short_desc: book?.short_desc ?? '',
        description: book?.description ?? '',
      }}
      save={(v) => save({ ...v, published_at: fromLocalField(v.published_at) })}
    >
      <TextField label="电子书名称" name="name" required="请输入电子书名称" maxLength={120} />
      <CatalogFields
        noun="电子书"
        categories={categories}
        switches={BOOK_SWITCHES}
        summaryName="short_desc"
      />
    </FormPage>
  );
}
