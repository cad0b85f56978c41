import styles from './form.module.css';

/** An editor's placeholder while its document loads: said to screen readers, drawn as a title over a block. */
export function EditorLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.editorLoading}>
      <span className="visually-hidden">{label}</span>
      <span className={styles.editorLoadingTitle} aria-hidden="true" />
      <span className={styles.editorLoadingBlock} aria-hidden="true" />
    </div>
  );
}
