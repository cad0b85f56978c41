import { AnswerCache } from '../../lib/answer-cache.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';

/** Listings at least this large (some 700 items) are kept; at most this many (~64 MB for 10,000-item folders). */
const LISTING_KEEP_BYTES = 256 * 1024;
const LISTINGS_KEPT = 16;

/**
 * What a change to the asset trees renews: the large listings kept serialised (decision 013), and
 * the answers other modules keep of what they show from the trees (games, news).
 */
export class AssetChanges {
  readonly listings: AnswerCache;
  private readonly listeners: (() => void)[] = [];

  /** With several instances, `shared` is the version their kept listings are checked against. */
  constructor(shared?: SharedVersions) {
    this.listings = new AnswerCache({
      name: 'listings',
      maxEntries: LISTINGS_KEPT,
      keep: (answer) => answer.body.length >= LISTING_KEEP_BYTES,
      shared,
    });
  }

  /**
   * Calls `listener` after every change to any tree, once it has committed and before the change is
   * answered (games show artwork and game centres from the library, and keep their answers).
   */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Every write to a tree ends with this, once it has committed. */
  changed(): void {
    this.listings.invalidate();
    for (const listener of this.listeners) listener();
  }

  /** An item that owns a tree changed who may see it (a game left the roadmap): kept listings go. */
  ownersChanged(): void {
    this.listings.invalidate();
  }
}
