import { X } from 'lucide-react';
import styles from './CancelButton.module.css';

/** The small round cross that takes an item off a list (a move, an upload). */
export function CancelButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.chipCancel} aria-label={label} onClick={onClick}>
      <X aria-hidden="true" />
    </button>
  );
}
