import { ArrowLeft, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { GameArt } from './GameArt';
import styles from './GameHero.module.css';

export interface GameHeroProps {
  /** Where the back link goes, and what it says ('eInstant Games'). */
  backTo: string;
  backLabel: string;
  name: string;
  /** The blurred backdrop (the hero artwork) and the sharp picture on the right (the card artwork). */
  backdrop: string | null;
  art: string | null;
  kicker?: ReactNode;
  isNew?: boolean;
  /** Short facts beside the badge (a release date, a jackpot). */
  meta?: ReactNode;
  actions?: ReactNode;
}

/** The top of a game's page: its art behind and beside the name, the key facts and actions. */
export function GameHero({
  backTo,
  backLabel,
  name,
  backdrop,
  art,
  kicker,
  isNew,
  meta,
  actions,
}: GameHeroProps) {
  return (
    <header className={styles.hero}>
      <GameArt src={backdrop ?? art} name={name} className={styles.heroBackdrop} eager />
      <div className={styles.heroInner}>
        <Link to={backTo} className={styles.back}>
          <ArrowLeft aria-hidden="true" /> {backLabel}
        </Link>
        <div className={styles.heroGrid}>
          <div className={styles.heroText}>
            {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
            <h1 className={styles.title}>{name}</h1>
            {isNew || meta ? (
              <div className={styles.heroMeta}>
                {isNew ? (
                  <span className={styles.newBadge}>
                    <Sparkles aria-hidden="true" /> New
                  </span>
                ) : null}
                {meta}
              </div>
            ) : null}
            {actions ? <div className={styles.heroActions}>{actions}</div> : null}
          </div>
          <div className={styles.heroArt}>
            <GameArt src={art ?? backdrop} name={name} eager />
          </div>
        </div>
      </div>
    </header>
  );
}

/** A fact in the hero's meta row, with its icon. */
export function HeroFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className={styles.metaItem}>
      {icon}
      {children}
    </span>
  );
}

/** The hero's shape while the game loads. */
export function GameHeroSkeleton({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <Link to={backTo} className={styles.back}>
          <ArrowLeft aria-hidden="true" /> {backLabel}
        </Link>
        <div className={styles.heroSkeleton} aria-hidden="true">
          <span className={styles.skeletonLine} style={{ width: '20%' }} />
          <span className={`${styles.skeletonLine} ${styles.skeletonTitle}`} style={{ width: '55%' }} />
          <span className={styles.skeletonLine} style={{ width: '35%' }} />
        </div>
      </div>
    </header>
  );
}

export interface PageTab {
  value: string;
  label: string;
  count?: number;
}

/**
 * Tabs addressed by the URL: the page passes the tab of its path and navigates on a change. The
 * layout scrolls to the top whenever the path changes; switching tabs keeps the reader's place.
 * The children (PageTabPanel) sit in the page's content column under the bar.
 */
export function PageTabs({
  tabs,
  value,
  onNavigate,
  label,
  children,
}: {
  tabs: readonly PageTab[];
  value: string;
  onNavigate: (tab: string) => void;
  label: string;
  children: ReactNode;
}) {
  const keepScroll = useRef<number | null>(null);
  useLayoutEffect(() => {
    const y = keepScroll.current;
    if (y === null || value === undefined) return;
    keepScroll.current = null;
    // After the layout's own scroll-to-top, which runs later in this commit.
    requestAnimationFrame(() => window.scrollTo(0, y));
  }, [value]);

  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        if (next === value) return;
        keepScroll.current = window.scrollY;
        onNavigate(next);
      }}
      className={styles.tabs}
    >
      <div className={styles.tabBar}>
        <Tabs.List className={styles.tabList} aria-label={label}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
              {tab.label}
              {tab.count ? (
                <span className={styles.tabCount} aria-hidden="true">
                  {tab.count}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      <div className={styles.panels}>{children}</div>
    </Tabs.Root>
  );
}

/** A tab's panel under PageTabs. */
export function PageTabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className={styles.panel}>
      {children}
    </Tabs.Content>
  );
}
