import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  /** The HTML (the form value). */
  value?: string;
  onChange?: (html: string) => void;
  /** Set by `Form.Item`: given to the editing area. */
  id?: string;
  /** The field's label (`用户协议`): the editing area and its toolbar are named by it. */
  label: string;
  disabled?: boolean;
}

// tiptap and ProseMirror are a large download that only forms with rich text need: loaded when one shows.
const TiptapEditor = lazy(() => import('./TiptapEditor.tsx'));

/**
 * Rich text (tiptap): headings, emphasis, lists, quotes, code blocks, links, images (uploaded through the console),
 * math typed as `$…$`. The HTML it produces is sanitised again by the server when saved.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} aria-label="编辑器加载中" />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
