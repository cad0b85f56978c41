import type { SharedVersion } from '../../lib/shared-versions.ts';

/**
 * Live sessions as the last call found them, so a signed-in call need not read its session, user and
 * regions again (decision 036). Every change that could end a session or change what its user may do
 * (a logout, any write to users or operators, a password set by link) calls changed(), which forgets
 * them all before the change is answered; expiry is checked by the caller on every call. With several
 * instances the forgetting reaches the others through the shared version (REDIS_URL); without Redis on
 * a database several instances may share, nothing is kept (`enabled` false).
 */
export class KeptSessions<T extends { expiresAt: string }> {
  private readonly entries = new Map<string, T>();
  /** Bumped by every change here: an entry read before a change is not kept after it. */
  private generation = 0;
  /** The shared version the entries were read under; -1 when none is known. */
  private version = -1;

  constructor(
    private readonly enabled: boolean,
    private readonly shared?: SharedVersion,
    private readonly maxEntries = 10_000,
  ) {
    shared?.onReset(() => this.forget());
  }

  /** The kept session, if any, and a ticket to keep what a fresh read finds. */
  async lookup(sessionId: string): Promise<{ kept: T | undefined; ticket: number | null }> {
    if (!this.enabled) return { kept: undefined, ticket: null };
    if (this.shared) {
      const version = await this.shared.read();
      if (version === null || version < this.version) return { kept: undefined, ticket: null };
      if (version > this.version) {
        this.forget();
        this.version = version;
      }
    }
    return { kept: this.entries.get(sessionId), ticket: this.generation };
  }

  /** Keeps a session read fresh, unless something changed since its lookup (`ticket`). */
  keep(ticket: number | null, sessionId: string, session: T): void {
    if (ticket === null || ticket !== this.generation) return;
    this.entries.set(sessionId, session);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * Whether `session` is still what is kept for `sessionId`, known without waiting: never with
   * several instances (only the shared version could tell) nor when nothing is kept.
   */
  holds(sessionId: string, session: T): boolean {
    return !this.shared && this.entries.get(sessionId) === session;
  }

  changed(): void {
    this.forget();
    this.shared?.bump();
  }

  private forget(): void {
    this.entries.clear();
    this.generation++;
  }
}
