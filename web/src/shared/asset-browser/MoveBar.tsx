import { moveItemsHereMessage } from '@portal/domain';
import { FolderInput } from 'lucide-react';
import { Button } from '../../components/Button';
import { CancelButton } from './CancelButton';
import styles from './MoveBar.module.css';
import type { MovingItem } from './rules';

/**
 * SPEC §4 'Move': the collected items, each with its cancel control, and the bar's
 * 'Move N item(s) here' that pastes them into the folder being shown.
 */
export function MoveBar({
  items,
  folderName,
  busy,
  disabled,
  onMoveHere,
  onCancel,
  onCancelAll,
}: {
  items: MovingItem[];
  folderName: string;
  busy: boolean;
  disabled: boolean;
  onMoveHere: () => void;
  onCancel: (id: number) => void;
  onCancelAll: () => void;
}) {
  return (
    <section className={styles.moveBar} aria-label="Items to move">
      <div className={styles.moveInfo}>
        <p className={styles.moveTitle}>
          <FolderInput aria-hidden="true" /> Open the folder to move into, then paste here.
        </p>
        <ul className={styles.moveChips}>
          {items.map((item) => (
            <li key={item.id} className={styles.moveChip}>
              <span className={styles.moveChipName}>{item.name}</span>
              <CancelButton label={`Cancel moving ${item.name}`} onClick={() => onCancel(item.id)} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.moveActions}>
        <Button size="sm" onClick={onMoveHere} disabled={busy || disabled} title={`Into ${folderName}`}>
          {moveItemsHereMessage(items.length)}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancelAll} disabled={busy}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
