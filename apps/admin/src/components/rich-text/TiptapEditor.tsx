import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Divider, Flex, Input } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { CONSOLE_IMAGE_TYPES } from '@meedu/contract/admin';
import { AdminApiError } from '../../api/client.ts';
import { uploadImage } from '../../api/uploads.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import './tiptap.css';

/** The HTML of an empty editor, which the form stores as empty text. */
const EMPTY = '<p></p>';

const HTTP_ADDRESS = /^(https?:\/\/|\/)/i;

/** The toolbar's marks and blocks: each button named by its text. */
const ACTIONS: {
  text: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}[] = [
  { text: '加粗', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { text: '斜体', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { text: '删除线', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  {
    text: '标题',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    text: '小标题',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    text: '无序列表',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    text: '有序列表',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    text: '引用',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    text: '代码块',
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
];

/** The editor itself, loaded lazily by RichTextEditor. */
export default function TiptapEditor({ value, onChange, id, label, disabled }: RichTextEditorProps) {
  const hintId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https'], HTMLAttributes: { target: null } }),
      Image,
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': hintId,
        class: 'zxt-rich-text',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // A value set from outside (the form loading a record) replaces the content; the editor's own edits come back
  // as the same value and are left alone, so the caret does not jump.
  useEffect(() => {
    // A Suspense boundary showing again re-runs effects on an editor it has already torn down.
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    const next = value ?? '';
    if (next !== current && !(next === '' && current === EMPTY))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? ACTIONS.map((a) => a.active(e)) : ACTIONS.map(() => false)),
  });

  if (!editor) return null;
  return (
    <div className="zxt-rich-text-frame">
      {!disabled && <Toolbar editor={editor} label={label} active={active ?? []} />}
      <EditorContent editor={editor} />
      <div id={hintId} className="zxt-rich-text-hint">
        数学公式写在 $…$ 之间（独立成行用 $$…$$），代码用「代码块」。
      </div>
    </div>
  );
}

function Toolbar({ editor, label, active }: { editor: Editor; label: string; active: boolean[] }) {
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const addressId = useId();

  const applyLink = () => {
    const href = address.trim();
    if (href === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!HTTP_ADDRESS.test(href)) {
      setProblem('链接地址须以 http://、https:// 或 / 开头');
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setProblem(null);
    setLinking(false);
  };

  const insertImage = async (file: File) => {
    setProblem(null);
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      setProblem(error instanceof AdminApiError ? error.message : '图片上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div role="toolbar" aria-label={`${label}格式`} className="zxt-rich-text-toolbar">
      <Flex wrap gap={4} align="center">
        {ACTIONS.map((action, i) => (
          <Button
            key={action.text}
            size="small"
            type={active[i] ? 'primary' : 'default'}
            aria-pressed={active[i] ?? false}
            onClick={() => action.run(editor)}
          >
            {action.text}
          </Button>
        ))}
        <Divider orientation="vertical" />
        <Button
          size="small"
          aria-pressed={editor.isActive('link')}
          onClick={() => {
            setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
            setLinking((open) => !open);
          }}
        >
          链接
        </Button>
        <Button size="small" loading={uploading} onClick={() => fileInput.current?.click()}>
          插入图片
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={CONSOLE_IMAGE_TYPES.join(',')}
          aria-label={`${label}插入的图片`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void insertImage(file);
          }}
        />
        <Divider orientation="vertical" />
        <Button size="small" onClick={() => editor.chain().focus().undo().run()}>
          撤销
        </Button>
        <Button size="small" onClick={() => editor.chain().focus().redo().run()}>
          重做
        </Button>
      </Flex>
      {linking && (
        <Flex gap={8} align="center" style={{ marginTop: 8 }}>
          <label htmlFor={addressId}>链接地址</label>
          <Input
            id={addressId}
            size="small"
            style={{ maxWidth: 320 }}
            value={address}
            placeholder="https://"
            onChange={(e) => setAddress(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              applyLink();
            }}
          />
          <Button size="small" type="primary" onClick={applyLink}>
            应用链接
          </Button>
          <Button size="small" onClick={() => setLinking(false)}>
            取消
          </Button>
        </Flex>
      )}
      {problem && <Alert type="error" showIcon message={problem} role="alert" style={{ marginTop: 8 }} />}
    </div>
  );
}
