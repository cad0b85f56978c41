import styles from './AdminLoading.module.css';

/**
 * The admin's one placeholder while something loads (lists have their skeleton rows instead): said
 * to screen readers, drawn as a title over a block; `part` is a smaller block for a part of a screen.
 */
export function AdminLoading({ label, part = false }: { label: string; part?: boolean }) {
  return (
    <div role="status" className={part ? `${styles.loading} ${styles.part}` : styles.loading}>
      <span className="visually-hidden">{label}</span>
      {part ? null : <span className={styles.title} aria-hidden="true" />}
      <span className={styles.block} aria-hidden="true" />
    </div>
  );
}
