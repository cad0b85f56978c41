import type { Kysely, Transaction } from 'kysely';
import type { Database, PasswordLinksTable } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertPasswordLink(
  db: Executor,
  link: Omit<PasswordLinksTable, 'used_at'>,
): Promise<void> {
  await db
    .insertInto('password_links')
    .values({ ...link, used_at: null })
    .execute();
}

/** How many links were made for a user since `since` (the mail throttle). */
export async function countLinksSince(db: Executor, userId: number, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('password_links')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The link with this hash when it is unused and not expired at `now`. */
export async function findUsableLink(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('password_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks used, at `now`, the links not yet used among those the caller narrows it to. */
function useUnusedLinks(db: Executor, now: string) {
  return db.updateTable('password_links').set({ used_at: now }).where('used_at', 'is', null);
}

/** Marks a link used; false when another request used it first. */
export async function markLinkUsed(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await useUnusedLinks(db, now).where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every other outstanding link of a user once the password is chosen. */
export async function retireUserLinks(db: Executor, userId: number, now: string): Promise<void> {
  await useUnusedLinks(db, now).where('user_id', '=', userId).execute();
}
