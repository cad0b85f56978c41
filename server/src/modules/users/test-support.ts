import fs from 'node:fs';
import path from 'node:path';
import { form, type TestApp } from '../../test/test-app.ts';

/** Calls as a browser makes them: forms for POST, the token in the consumer-token header. */
export function caller(t: TestApp) {
  const tokenHeader = (token?: string): Record<string, string> => (token ? { 'consumer-token': token } : {});
  return {
    post: (url: string, fields: Record<string, string>, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        ...form(fields),
        headers: { ...form(fields).headers, ...tokenHeader(token) },
      }),
    get: (url: string, token?: string) => t.app.inject({ url, headers: tokenHeader(token) }),
    /** A guest's token, through the guest link's sign-in. */
    guestLogin: async (slug: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/authentication/guestLogin',
        ...form({ guestSlug: slug }),
      });
      return response;
    },
  };
}

/** The message as a reader sees it: quoted-printable soft breaks joined and escapes decoded. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The mails in the test app's outbox, oldest first, as a reader sees them. */
export function outbox(t: TestApp) {
  const dir = path.join(t.config.dataDir, 'outbox');
  const read = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => decodeMail(fs.readFileSync(path.join(dir, name), 'utf8')))
      : [];
  return {
    dir,
    read,
    /** Waits for the mail count to pass `before` (mail goes out after the answer) and answers the newest. */
    async next(before: number): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const mails = read();
        if (mails.length > before) return mails.at(-1)!;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('timed out waiting for a mail');
    },
  };
}

/** The id of a seeded account by e-mail. */
export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The audit entries about a user, newest first, with their details parsed. */
export async function auditOf(t: TestApp, userId: number) {
  const rows = await t.database.db
    .selectFrom('logs')
    .selectAll()
    .where('target_user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.data ?? '{}') }));
}
