import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { handlePlainDrop, handlePlainPaste } from './plain-paste';
import styles from './RichTextEditor.module.css';
import { Toolbar } from './Toolbar';

export interface RichTextEditorProps {
  /** HTML: the stored (sanitised) body; '' for none. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The editable area's id (its Field's label points at it). */
  id?: string;
  /** The accessible name when no label points at the id. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  placeholder?: string;
  /** Headings allowed (a section's body may want only H3). */
  headings?: (2 | 3)[];
}

/** How many sent values the editor remembers (a parent that never sends `value` back stays bounded). */
const MAX_UNSEEN = 50;

/**
 * The admin rich-text editor (SPEC §2): bold, italic, underline, strike, two heading levels,
 * bullet lists, quotes and links. Paste and drop are forced to plain text; justify, code, ordered
 * lists, images, tables, remove-format and separators are not available (their extensions are not
 * loaded, so neither a shortcut nor a paste can make them). The server sanitises the HTML again.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  placeholder,
  headings = [2, 3],
}: RichTextEditorProps) {
  // What the editor has sent up and not yet seen come back as `value`, oldest first. The renderer may
  // hand back a value a keystroke or two late; such a value is the editor's own and must not undo
  // the typing that came after it.
  const sent = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        orderedList: false,
        horizontalRule: false,
        heading: { levels: headings },
        link: false,
        trailingNode: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        linkOnPaste: false,
        protocols: ['http', 'https', 'mailto'],
        defaultProtocol: 'https',
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        class: styles.content ?? '',
      },
      handlePaste: (view, event) => handlePlainPaste(view, event),
      handleDrop: (view, event, _slice, moved) => handlePlainDrop(view, event, moved),
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      sent.current = [...sent.current.slice(-(MAX_UNSEEN - 1)), html];
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, a restored revision) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const own = sent.current.lastIndexOf(value);
    if (own >= 0) {
      sent.current = sent.current.slice(own + 1);
      return;
    }
    sent.current = [];
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  return (
    <div className={styles.editor} data-invalid={invalid ? 'true' : undefined}>
      <Toolbar editor={editor} headings={headings} />
      <div className={styles.area} data-empty={empty && placeholder ? placeholder : undefined}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
