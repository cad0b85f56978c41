import type { ChainedCommands, Editor } from '@tiptap/react';
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
import { type ComponentProps, useId, useRef, useState } from 'react';
import { useFocusOnMount } from '../../lib/focus-on-mount';
import styles from './RichTextEditor.module.css';

interface MarkButton {
  name: string;
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** A button for the mark or node `name`: pressed while the selection is in one, `toggle` on a click. */
function toggleButton(
  name: string,
  label: string,
  icon: LucideIcon,
  toggle: (chain: ChainedCommands) => ChainedCommands,
): MarkButton {
  return {
    name,
    label,
    icon,
    isActive: (e) => e.isActive(name),
    run: (e) => toggle(e.chain().focus()).run(),
  };
}

function headingButton(level: 2 | 3, label: string, icon: LucideIcon): MarkButton {
  return {
    name: `h${level}`,
    label,
    icon,
    isActive: (e) => e.isActive('heading', { level }),
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  };
}

const MARKS: MarkButton[] = [
  toggleButton('bold', 'Bold', Bold, (c) => c.toggleBold()),
  toggleButton('italic', 'Italic', Italic, (c) => c.toggleItalic()),
  toggleButton('underline', 'Underline', Underline, (c) => c.toggleUnderline()),
  toggleButton('strike', 'Strikethrough', Strikethrough, (c) => c.toggleStrike()),
];

const HEADINGS: Record<2 | 3, MarkButton> = {
  2: headingButton(2, 'Heading', Heading2),
  3: headingButton(3, 'Subheading', Heading3),
};

const BLOCKS: MarkButton[] = [
  toggleButton('bulletList', 'Bullet list', List, (c) => c.toggleBulletList()),
  toggleButton('blockquote', 'Quote', Quote, (c) => c.toggleBlockquote()),
];

/** A toolbar button named by its label (also its tooltip); pressing it keeps the editor's selection. */
function ToolButton({
  label,
  icon: Icon,
  groupStart = false,
  ...button
}: { label: string; icon: LucideIcon; groupStart?: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={groupStart ? `${styles.tool} ${styles.groupStart}` : styles.tool}
      aria-label={label}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      {...button}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}

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
        {buttons.map((button, index) => (
          <ToolButton
            key={button.name}
            label={button.label}
            icon={button.icon}
            groupStart={index === MARKS.length || index === MARKS.length + headings.length}
            aria-pressed={state.active[button.name] ?? false}
            onClick={() => button.run(editor)}
          />
        ))}
        <ToolButton
          ref={linkButton}
          label="Link"
          icon={Link2}
          groupStart
          aria-pressed={state.link}
          aria-expanded={linkOpen}
          onClick={() => (linkOpen ? closeLinkBox() : openLinkBox())}
        />
        <ToolButton
          label="Undo"
          icon={Undo2}
          groupStart
          disabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        />
        <ToolButton
          label="Redo"
          icon={Redo2}
          disabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        />
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
