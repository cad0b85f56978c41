import styles from './Spinner.module.css';

function Spinner({ label = 'Loading...', size = 28 }: { label?: string; size?: number }) {
  return (
    <span className={styles.wrap} role="status">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A centred spinner filling a page section, used while a route waits for the user. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} size={36} />
    </div>
  );
}
