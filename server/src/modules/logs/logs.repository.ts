import type { Principal } from '@portal/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertLog(
  db: Kysely<Database>,
  entry: {
    userId: number | null;
    description: string;
    gameId: number | null;
    data: string | null;
    createdAt: string;
    /** The user the entry is about (the audit trail of the people admin). */
    targetUserId?: number | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('logs')
    .values({
      user_id: entry.userId,
      description: entry.description,
      game_id: entry.gameId,
      target_user_id: entry.targetUserId ?? null,
      data: entry.data,
      created_at: entry.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The type and group pairs of users a reader may manage; null: every entry, about anyone or anything. */
export type Readable = readonly Principal[] | null;

/** Rows whose `alias` user is of one of the pairs. */
function ofGroups(alias: 'target' | 'author', pairs: readonly Principal[]) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.or(
      pairs.map((pair) =>
        eb.and([
          eb(sql.ref<string>(`${alias}.user_type`), '=', pair.userType),
          eb(sql.ref<string>(`${alias}.user_group`), '=', pair.userGroup),
        ]),
      ),
    );
}

export interface LogPage {
  id: number | null;
  /** Only the entries about this user (a user's history on its edit page). */
  targetUser: number | null;
  limit: number;
  offset: number;
  readable: Readable;
}

export type LogRow = Awaited<ReturnType<typeof findLogs>>[number];

/**
 * Newest first, with the author's name (null once the user is deleted). A reader limited to some
 * groups reads only the entries about a user of those groups, as that user is now.
 */
export async function findLogs(db: Kysely<Database>, query: LogPage) {
  let select = db
    .selectFrom('logs')
    .leftJoin('users', 'users.id', 'logs.user_id')
    .select([
      'logs.id',
      'logs.description',
      'logs.user_id',
      'logs.game_id',
      'logs.target_user_id',
      'logs.data',
      'logs.created_at',
      'users.first_name',
      'users.surname',
    ]);
  if (query.readable !== null)
    select = select
      .innerJoin('users as target', 'target.id', 'logs.target_user_id')
      .where(ofGroups('target', query.readable));
  if (query.id !== null) select = select.where('logs.id', '=', query.id);
  if (query.targetUser !== null) select = select.where('logs.target_user_id', '=', query.targetUser);
  return select.orderBy('logs.id', 'desc').limit(query.limit).offset(query.offset).execute();
}

export async function insertClientEvent(
  db: Kysely<Database>,
  event: {
    authorId: number;
    reportedUser: string | null;
    description: string;
    gameId: number | null;
    data: string | null;
    createdAt: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('client_events')
    .values({
      author_id: event.authorId,
      reported_user: event.reportedUser,
      description: event.description,
      game_id: event.gameId,
      data: event.data,
      created_at: event.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** When the author's events after `since` were reported, oldest first. */
export async function selectClientEventTimes(db: Kysely<Database>, authorId: number, since: string) {
  const rows = await db
    .selectFrom('client_events')
    .select('created_at')
    .where('author_id', '=', authorId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

export type ClientEventRow = Awaited<ReturnType<typeof findClientEvents>>[number];

/** Newest first, with the author's name; a limited reader reads the events of authors of its groups. */
export async function findClientEvents(
  db: Kysely<Database>,
  query: { limit: number; offset: number; readable: Readable },
) {
  let select = db
    .selectFrom('client_events')
    .leftJoin('users as author', 'author.id', 'client_events.author_id')
    .select([
      'client_events.id',
      'client_events.author_id',
      'client_events.reported_user',
      'client_events.description',
      'client_events.game_id',
      'client_events.data',
      'client_events.created_at',
      'author.first_name',
      'author.surname',
    ]);
  if (query.readable !== null) select = select.where(ofGroups('author', query.readable));
  return select.orderBy('client_events.id', 'desc').limit(query.limit).offset(query.offset).execute();
}

/** The type and group of a user, when there is one with this id. */
export function findUserGroup(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(['user_type', 'user_group']).where('id', '=', id).executeTakeFirst();
}
