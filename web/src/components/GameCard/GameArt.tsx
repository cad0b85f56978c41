import { type CSSProperties, useState } from 'react';
import { useFirstScreenImage } from '../../lib/first-screen';
import styles from './GameCard.module.css';

/** A stable hue per name, so a game without artwork still has its own colour. */
function nameHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * A game's artwork, or (no artwork, or it failed to load) a coloured panel with its initials.
 * Decorative: the game's name is always written beside it.
 */
export function GameArt({
  src,
  name,
  className,
  eager = false,
}: {
  src: string | null;
  name: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== null && failed !== src;
  // Only a drawn image leads: a monogram holds nothing back.
  const { load, settled } = useFirstScreenImage(eager && showImage);
  const style = { '--art-hue': nameHue(name) } as CSSProperties;
  return (
    <div className={`${styles.art} ${className ?? ''}`} style={style} data-has-art={showImage || undefined}>
      {showImage ? (
        <img
          src={load ? src : undefined}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // Eager artwork is the largest thing on its screen: fetched before the page's other images.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onLoad={settled}
          onError={() => {
            settled();
            setFailed(src);
          }}
        />
      ) : (
        <span className={styles.monogram} aria-hidden="true">
          {initials(name)}
        </span>
      )}
    </div>
  );
}
