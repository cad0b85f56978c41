import type { DirectoryItem } from '@portal/domain/schemas';
import { AssetIcon } from './AssetIcon';
import styles from './HeroFolders.module.css';
import { childCount, formatCount } from './rules';

export interface HeroFolder {
  id: number;
  name: string;
}

/** Shortcuts to the hero folders above the listing (SPEC §4: opening one resets the trail to root plus it). */
export function HeroFolders({
  heroes,
  rootChildren,
  activeId,
  onOpen,
}: {
  heroes: HeroFolder[];
  /** The root's children as loaded, for each hero's icon and count. */
  rootChildren: readonly DirectoryItem[];
  activeId: number | undefined;
  onOpen: (hero: HeroFolder) => void;
}) {
  return (
    <nav className={styles.heroes} aria-label="Featured folders">
      {heroes.map((hero) => {
        const child = rootChildren.find((item) => item.id === hero.id);
        const active = activeId === hero.id;
        const items = child ? childCount(child) : null;
        return (
          <button
            key={hero.id}
            type="button"
            className={active ? `${styles.hero} ${styles.heroActive}` : styles.hero}
            aria-current={active ? 'true' : undefined}
            onClick={() => onOpen(hero)}
          >
            <AssetIcon item={child ?? { name: hero.name, type: 'folder' }} size="lg" />
            <span className={styles.heroText}>
              <span className={styles.heroName}>{hero.name}</span>
              {items !== null ? (
                <span
                  className={styles.heroCount}
                >{`${formatCount(items)} ${items === 1 ? 'item' : 'items'}`}</span>
              ) : null}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
