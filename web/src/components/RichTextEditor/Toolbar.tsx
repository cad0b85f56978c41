import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFocusOnMount } from '../../lib/focus-on-mount';
import styles from './RichTextEditor.module.css';

interface MarkButton {
  name: string;
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const MARKS: MarkButton[] = [
  {
    name: 'bold',
    label: 'Bold',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'underline',
    label: 'Underline',
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'strike',
    label: 'Strikethrough',
    icon: Strikethrough,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
];

const HEADINGS: Record<2 | 3, MarkButton> = {
  2: {
    name: 'h2',
    label: 'Heading',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  3: {
    name: 'h3',
    label: 'Subheading',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
};

const BLOCKS: MarkButton[] = [
  {
    name: 'bulletList',
    label: 'Bullet list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'blockquote',
    label: 'Quote',
    icon: Quote,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/** What a link may point at: a web address or an e-mail address (the server drops anything else). */
export function normaliseLinkHref(text: string): string | null {
  const href = text.trim();
  if (!href) return null;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(href)) return `mailto:${href}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  return `https://${href.replace(/^\/+/, '')}`;
}

/** The toolbar: real buttons with names, aria-pressed for the marks and blocks, a small link box. */
export function Toolbar({ editor, headings }: { editor: Editor | null; headings: (2 | 3)[] }) {
  const buttons = [...MARKS, ...headings.map((level) => HEADINGS[level]), ...BLOCKS];
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (!e) return null;
      const active: Record<string, boolean> = {};
      for (const button of buttons) active[button.name] = button.isActive(e);
      return {
        active,
        link: e.isActive('link'),
        href: (e.getAttributes('link').href as string | undefined) ?? '',
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      };
    },
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  const linkInputId = useId();
  const focusLinkInput = useFocusOnMount<HTMLInputElement>();
  const linkButton = useRef<HTMLButtonElement>(null);

  if (!editor || !state) return <div className={styles.toolbar} aria-hidden="true" />;

  function openLinkBox() {
    setHref(state?.href ?? '');
    setLinkProblem('');
    setLinkOpen(true);
  }

  function closeLinkBox() {
    setLinkOpen(false);
    linkButton.current?.focus();
  }

  function applyLink() {
    if (!editor) return;
    const target = normaliseLinkHref(href);
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!target) {
      setLinkProblem('Use a web address (https://…) or an e-mail address.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // No text chosen: the address itself becomes the linked text.
      chain
        .insertContent({
          type: 'text',
          text: href.trim(),
          marks: [{ type: 'link', attrs: { href: target } }],
        })
        .run();
    } else {
      chain.setLink({ href: target }).run();
    }
    setLinkOpen(false);
  }

  return (
    <div className={styles.bar}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        {buttons.map((button, index) => {
          const Icon = button.icon;
          const separated = index === MARKS.length || index === MARKS.length + headings.length;
          return (
            <button
              key={button.name}
              type="button"
              className={separated ? `${styles.tool} ${styles.groupStart}` : styles.tool}
              aria-label={button.label}
              title={button.label}
              aria-pressed={state.active[button.name] ?? false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => button.run(editor)}
            >
              <Icon aria-hidden="true" />
            </button>
          );
        })}
        <button
          ref={linkButton}
          type="button"
          className={`${styles.tool} ${styles.groupStart}`}
          aria-label="Link"
          title="Link"
          aria-pressed={state.link}
          aria-expanded={linkOpen}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (linkOpen ? closeLinkBox() : openLinkBox())}
        >
          <Link2 aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${styles.tool} ${styles.groupStart}`}
          aria-label="Undo"
          title="Undo"
          disabled={!state.canUndo}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <Undo2 aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="Redo"
          title="Redo"
          disabled={!state.canRedo}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <Redo2 aria-hidden="true" />
        </button>
      </div>
      {linkOpen ? (
        <div className={styles.linkBox}>
          <label htmlFor={linkInputId} className={styles.linkLabel}>
            Link address
          </label>
          <input
            id={linkInputId}
            className={styles.linkInput}
            type="text"
            inputMode="url"
            value={href}
            placeholder="https://example.com or name@example.com"
            aria-invalid={linkProblem ? true : undefined}
            aria-describedby={linkProblem ? `${linkInputId}-problem` : undefined}
            // The box opens on the user's click to type the address.
            ref={focusLinkInput}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                closeLinkBox();
              }
            }}
          />
          <button type="button" className={styles.linkAction} onClick={applyLink}>
            Apply link
          </button>
          {state.link ? (
            <button
              type="button"
              className={styles.linkSecondary}
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              Remove link
            </button>
          ) : null}
          <button type="button" className={styles.linkSecondary} onClick={closeLinkBox}>
            Cancel
          </button>
          {linkProblem ? (
            <p id={`${linkInputId}-problem`} className={styles.linkProblem} role="alert">
              {linkProblem}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
