import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** The id of the editable area, for the label's htmlFor-like link (aria-labelledby). */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  /** The id of the field's error message, when there is one. */
  errorId?: string;
}

/**
 * The article editor (decision 019): TipTap's document model writes plain semantic HTML (paragraphs,
 * headings, lists, links, quotes, images) that the server's allow-list keeps as it is. Its injected
 * <style> element is off (`injectCSS: false`): the CSP allows no inline styles, and its rules are in
 * content.css. The HTML view edits the source as text; the server sanitises whatever is sent.
 */
export function RichTextEditor({ labelId, value, onChange, errorId }: RichTextEditorProps) {
  const { t } = useTranslation('content');
  const [mode, setMode] = useState<'rich' | 'html'>('rich');
  const sourceId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    injectCSS: false,
    editorProps: {
      attributes: {
        class: 'rich-text__area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorId ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the item loaded, the HTML view edited) replaces the document.
  useEffect(() => {
    if (!editor || mode !== 'rich') return;
    const html = editor.isEmpty ? '' : editor.getHTML();
    if (html !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, mode]);

  return (
    <div className="rich-text">
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
        {editor && mode === 'rich' ? <FormatButtons editor={editor} /> : null}
        <button
          type="button"
          className="rich-text__mode"
          aria-pressed={mode === 'html'}
          onClick={() => setMode(mode === 'rich' ? 'html' : 'rich')}
        >
          {t('richText.htmlView')}
        </button>
      </div>
      {mode === 'rich' ? (
        <EditorContent editor={editor} />
      ) : (
        <textarea
          id={sourceId}
          className="rich-text__source"
          aria-labelledby={labelId}
          aria-describedby={errorId}
          aria-invalid={errorId ? true : undefined}
          value={value}
          rows={14}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

function FormatButtons({ editor }: { editor: Editor }) {
  const { t } = useTranslation('content');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    { key: 'bold', label: t('richText.bold'), active: state.bold, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      label: t('richText.italic'),
      active: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('richText.heading'),
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('richText.subheading'),
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: t('richText.bulletList'),
      active: state.bullets,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('richText.numberedList'),
      active: state.numbers,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('richText.quote'),
      active: state.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: t('richText.link'),
      active: state.link,
      run: () => {
        if (state.link) return chain().unsetLink().run();
        const href = window.prompt(t('richText.linkPrompt'));
        if (href) chain().setLink({ href }).run();
      },
    },
  ];
  return (
    <>
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          className="rich-text__button"
          aria-pressed={button.active}
          onClick={button.run}
        >
          {button.label}
        </button>
      ))}
    </>
  );
}
