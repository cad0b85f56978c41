import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
import styles from './RichTextEditor.module.css';

export type { RichTextEditorProps };

const Editor = lazy(() => import('./RichTextEditor'));

/**
 * The admin rich-text editor, loaded on first use: TipTap and ProseMirror stay in their own chunk,
 * out of every public page's code.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.editor} role="status">
          <div className={styles.toolbar} />
          <div className={`${styles.area} ${styles.loading}`}>
            <span className="visually-hidden">Loading the editor…</span>
          </div>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
