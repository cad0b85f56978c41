import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertLog(
  db: Kysely<Database>,
  entry: {
    userId: number;
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

/** Newest first, with the author's name (null once the user is deleted). */
export async function findLogs(
  db: Kysely<Database>,
  query: { id: number | null; targetUser: number | null; limit: number; offset: number },
) {
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
  if (query.id !== null) select = select.where('logs.id', '=', query.id);
  if (query.targetUser !== null) select = select.where('logs.target_user_id', '=', query.targetUser);
  return select.orderBy('logs.id', 'desc').limit(query.limit).offset(query.offset).execute();
}
