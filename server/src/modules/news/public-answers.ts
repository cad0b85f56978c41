import { AnswerCache, type CachedAnswer } from '../../lib/answer-cache.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';

/**
 * The public answers of news and content (news/get, content/get{page}), kept serialised until what
 * they show changes: a write to a story or a page, a change in the asset library (covers and page
 * images), or the moment the next scheduled story goes live. `nextGoLive(now)` answers that moment.
 */
export class PublicAnswers {
  private readonly cache: AnswerCache;
  /** When the kept answers stop being true; null: not before the next write; undefined: to be looked up. */
  private validUntil: string | null | undefined;
  private writes = 0;

  constructor(
    private readonly nextGoLive: (now: string) => Promise<string | null>,
    private readonly clock: Clock,
    shared?: SharedVersions,
  ) {
    // Dropped by a write here or on another instance: when the next story goes live is looked up again.
    const onDrop = () => {
      this.validUntil = undefined;
      this.writes++;
    };
    // Kept answers stay true until the next story goes live (validUntil; null: no story is waiting).
    const stillValid = () =>
      this.validUntil === null ||
      (this.validUntil !== undefined && this.clock().toISOString() < this.validUntil);
    this.cache = new AnswerCache({ name: 'public-pages', maxEntries: 512, shared, onDrop, stillValid });
  }

  changed(): void {
    this.cache.invalidate();
  }

  async answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = this.clock().toISOString();
    if (this.validUntil !== undefined && this.validUntil !== null && now >= this.validUntil) this.changed();
    if (this.validUntil === undefined) {
      const writes = this.writes;
      const until = await this.nextGoLive(now);
      // After a write meanwhile, `until` may be out of date: the next call looks again.
      if (writes === this.writes) this.validUntil = until;
    }
    return this.cache.answer(key, build);
  }
}
