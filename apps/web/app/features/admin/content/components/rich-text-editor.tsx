import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { InsertImageDialog } from './insert-image-dialog';
import type { FigureAttrs } from '../utils/inline-image';
import { MediaFigure } from './media-figure';

export type RichTextEditorProps = {
  // Id of the visible label; the editable area is named by it.
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  value: string;
  onChange: (html: string) => void;
};

// Headings inside a paragraph sit below the section's own heading on the public page.
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, enableClickSelection: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto', 'tel'] },
  }),
  MediaFigure,
];

// The owner edits formatted text, never HTML: the editor writes clean markup that the server's
// allow-list keeps as is. An empty editor stands for an empty field.
export default function RichTextEditor({ labelId, describedBy, invalid, required, value, onChange }: RichTextEditorProps) {
  // The editor owns its document after the first render; the form only listens.
  const [initialContent] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'rte__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    }),
    [labelId, describedBy, invalid, required],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className={invalid ? 'rte rte--invalid' : 'rte'}>
      {editor ? <Toolbar editor={editor} labelId={labelId} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, labelId }: { editor: Editor; labelId: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      image: e.isActive(MediaFigure.name),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  // The image being edited when the dialog opened on one selected in the text.
  const [imageDialog, setImageDialog] = useState<{ placed: FigureAttrs | null } | null>(null);
  const chain = () => editor.chain().focus();

  const tools: { label: string; text: string; pressed?: boolean; disabled?: boolean; run: () => void }[] = [
    { label: 'Bold', text: 'B', pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', text: 'I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Underline', text: 'U', pressed: state.underline, run: () => chain().toggleUnderline().run() },
    { label: 'Heading', text: 'H3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Subheading', text: 'H4', pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { label: 'Bulleted list', text: '•', pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', text: '1.', pressed: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: 'Quote', text: '❝', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: 'Link', text: 'Link', pressed: state.link || linkOpen, run: () => setLinkOpen((open) => !open) },
    {
      label: state.image ? 'Edit image' : 'Insert image',
      text: 'Image',
      run: () => setImageDialog({ placed: state.image ? (editor.getAttributes(MediaFigure.name) as FigureAttrs) : null }),
    },
    { label: 'Undo', text: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: 'Redo', text: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  // One tab stop per toolbar (WAI-ARIA toolbar pattern): arrows, Home and End move between the tools,
  // so a form with many editors stays quick to cross with the keyboard.
  const [active, setActive] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next > last ? 0 : next < 0 ? last : next;
    setActive(index);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  return (
    <>
      <div className="rte__toolbar" role="toolbar" aria-labelledby={labelId} ref={toolbarRef} onKeyDown={onKeyDown}>
        {tools.map((tool, index) => (
          <button
            key={tool.text}
            type="button"
            className="rte__tool"
            aria-label={tool.label}
            title={tool.label}
            tabIndex={index === active ? 0 : -1}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            aria-disabled={tool.disabled || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setActive(index)}
            onClick={() => {
              if (!tool.disabled) tool.run();
            }}
          >
            <span aria-hidden="true">{tool.text}</span>
          </button>
        ))}
      </div>
      {linkOpen ? <LinkForm editor={editor} onDone={() => setLinkOpen(false)} /> : null}
      <InsertImageDialog
        open={imageDialog !== null}
        placed={imageDialog?.placed ?? null}
        onClose={() => setImageDialog(null)}
        onInsert={(attrs) => {
          setImageDialog(null);
          // A selected image is replaced; otherwise the image goes in at the cursor.
          chain().insertContent({ type: MediaFigure.name, attrs }).run();
        }}
      />
    </>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link')['href'] ?? ''));
  const [error, setError] = useState<string | null>(null);

  const apply = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const url = href.trim();
    if (url === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+|\/[^/\s][^\s]*|\/)$/i.test(url)) {
      setError('Enter a web address starting with https://, a site path starting with /, mailto: or tel:.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    onDone();
  };

  // A nested <form> is invalid inside the dialog's form, so this is a group with its own buttons.
  return (
    <div className="rte__link" role="group" aria-label="Link">
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        autoFocus
        placeholder="https://example.com or /contact"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') {
            // Closes the link box, not the whole dialog.
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
      />
      <button type="button" className="btn btn--navy btn--sm" onClick={apply}>
        Apply
      </button>
      {editor.isActive('link') ? (
        <button type="button" className="btn btn--outline btn--sm" onClick={() => { editor.chain().focus().extendMarkRange('link').unsetLink().run(); onDone(); }}>
          Remove link
        </button>
      ) : null}
      {error ? <p id={`${id}-error`} className="field__error">{error}</p> : null}
    </div>
  );
}
