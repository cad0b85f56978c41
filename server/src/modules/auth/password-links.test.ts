import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_MESSAGES } from '@portal/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, form, manualClock, type TestApp } from '../../test/test-app.ts';
import { decodeMail, outbox } from '../users/test-support.ts';
import {
  LINK_GUESSES_PER_IP_PER_HOUR,
  LINK_REQUESTS_PER_IP_PER_HOUR,
  LINKS_PER_HOUR,
} from './password-links.service.ts';

const PUBLIC_URL = 'https://portal.example.com';
const LINK = /https:\/\/portal\.example\.com\/set-password\/([A-Za-z0-9_-]{43})/;
const HOUR = 60 * 60 * 1000;

/** Matches the To: line of a mail sent to `email`. */
const sentTo = (email: string) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'm');

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('password links through the file outbox', () => {
  let t: TestApp;
  const time = manualClock();
  let mailbox: ReturnType<typeof outbox>;
  const mails = () => mailbox.read();
  /** Waits for the mail the last request sent (mail goes out after the answer). */
  const nextMail = (before: number) => mailbox.next(before);
  const tokenOf = (mail: string) => LINK.exec(mail)?.[1] ?? '';

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, ...form(fields), headers: { ...form(fields).headers, ...headers } });
  const askByEmail = (email: string, headers?: Record<string, string>) =>
    post('/api/user/reset-password/email', { email }, headers);
  const update = (token: string, password: string) => post('/api/user/update-password', { token, password });
  const login = (email: string, password: string) => post('/api/authentication/login', { email, password });

  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock: time.clock, env: { PUBLIC_URL } });
    mailbox = outbox(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // Each test starts past the previous one's throttle window.
    time.advance(2 * HOUR);
  });

  it('mails a single-use reset link built on PUBLIC_URL, never on the Host header', async () => {
    const customer = await createUser(t);
    const before = mails().length;
    const sessionToken = await signIn(t.app, customer);
    const answer = await askByEmail(customer.email.toUpperCase(), { host: 'evil.example' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, data: null });

    const mail = await nextMail(before);
    expect(mail).toMatch(sentTo(customer.email));
    expect(mail).toMatch(/^Subject: Reset your Northstar Games portal password/m);
    expect(mail).toContain('expires in one hour');
    expect(mail).not.toContain('evil.example');
    const token = tokenOf(mail);
    expect(token).not.toBe('');

    // Only the hash of the secret is stored.
    const stored = await t.database.db.selectFrom('password_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await update(token, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await login(customer.email, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(401);
    // The sessions that were open before the change are over.
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/user/active',
      headers: { 'consumer-token': sessionToken },
    });
    expect(active.statusCode).toBe(401);

    const again = await update(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(PASSWORD_MESSAGES.linkUnusable);
  });

  it('answers the same for an unknown address, a guest and a known account, and mails only the known one', async () => {
    const [guestUser, am] = await Promise.all([
      createUser(t, { group: 'guest' }),
      createUser(t, { group: 'AM' }),
    ]);
    const before = mails().length;
    const unknown = await askByEmail('nobody@example.test');
    const guest = await askByEmail(guestUser.email);
    expect(unknown.statusCode).toBe(200);
    expect(guest.statusCode).toBe(200);
    expect(unknown.body).toBe(guest.body);
    const known = await askByEmail(am.email);
    expect(known.body).toBe(unknown.body);
    const mail = await nextMail(before);
    expect(mail).toMatch(sentTo(am.email));
    expect(mails().length).toBe(before + 1);
  });

  it('refuses a link after its hour, and a password of the wrong length while keeping the link', async () => {
    const cm = await createUser(t, { group: 'CM' });
    const before = mails().length;
    await askByEmail(cm.email);
    const token = tokenOf(await nextMail(before));

    const short = await update(token, 'too short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(PASSWORD_MESSAGES.length);

    time.advance(HOUR + 60_000);
    const late = await update(token, 'a long enough passphrase');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(PASSWORD_MESSAGES.linkUnusable);
    expect((await login(cm.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sends an invited account a set link valid 72 hours', async () => {
    const invited = await createUser(t, { invited: true });
    expect((await login(invited.email, 'anything at all')).statusCode).toBe(401);
    const before = mails().length;
    await askByEmail(invited.email);
    const mail = await nextMail(before);
    expect(mail).toMatch(/^Subject: Set up your Northstar Games portal account/m);
    expect(mail).toContain('expires in 72 hours');
    time.advance(71 * HOUR);
    expect((await update(tokenOf(mail), 'my very first passphrase')).statusCode).toBe(200);
    expect((await login(invited.email, 'my very first passphrase')).statusCode).toBe(200);
  });

  it('mails by account id, refusing an id that is not one', async () => {
    const before = mails().length;
    const bad = await post('/api/user/reset-password/id', { id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Id provided is invalid');
    expect((await post('/api/user/reset-password/id', {})).statusCode).toBe(400);

    expect((await post('/api/user/reset-password/id', { id: '999999' })).statusCode).toBe(200);
    const affiliate = await createUser(t, { group: 'affiliate' });
    expect((await post('/api/user/reset-password/id', { id: String(affiliate.id) })).statusCode).toBe(200);
    expect(await nextMail(before)).toMatch(sentTo(affiliate.email));
    expect(mails().length).toBe(before + 1);
  });

  it(`sends at most ${LINKS_PER_HOUR} links an hour to one account, answering the same`, async () => {
    const { email } = await createUser(t, { group: 'performance' });
    const before = mails().length;
    for (let i = 0; i < LINKS_PER_HOUR + 2; i++) expect((await askByEmail(email)).statusCode).toBe(200);
    await waitFor(() => (mails().length >= before + LINKS_PER_HOUR ? true : undefined), 'the mails');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails().length).toBe(before + LINKS_PER_HOUR);
  });

  it(`refuses an address's link request past ${LINK_REQUESTS_PER_IP_PER_HOUR} an hour with 429 and Retry-After`, async () => {
    const ask = (ip: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password/email',
        remoteAddress: ip,
        ...form({ email: `nobody-${n}@example.com` }),
      });
    for (let n = 0; n < LINK_REQUESTS_PER_IP_PER_HOUR; n++) {
      expect((await ask('10.9.9.9', n)).statusCode).toBe(200);
    }
    const refused = await ask('10.9.9.9', 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Too many password link requests from this address. Please try again in 60 minutes.',
    );
    expect(refused.headers['retry-after']).toBe('3600');
    // Another address is not held back, and the first is let in again once its hour has passed.
    expect((await ask('10.8.8.8', 0)).statusCode).toBe(200);
    time.advance(HOUR);
    expect((await ask('10.9.9.9', 100)).statusCode).toBe(200);
  });

  it(`refuses guessed links like used ones, and a guesser past ${LINK_GUESSES_PER_IP_PER_HOUR} an hour with 429`, async () => {
    const customer = await createUser(t);
    const before = mails().length;
    await askByEmail(customer.email);
    const token = tokenOf(await nextMail(before));
    const guess = (secret: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/update-password',
        remoteAddress: ip,
        ...form({ token: secret, password: 'a-guessed-password' }),
      });
    // Guesses near the real secret, and random ones, all answer as a used or expired link does.
    const guesses = [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, token.toUpperCase(), 'x'];
    while (guesses.length < LINK_GUESSES_PER_IP_PER_HOUR) guesses.push(randomBytes(32).toString('base64url'));
    for (const secret of guesses) {
      const answer = await guess(secret, '10.6.6.6');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(PASSWORD_MESSAGES.linkUnusable);
    }
    // Past the limit even the right link is refused from that address, which learns nothing more.
    const refused = await guess(token, '10.6.6.6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Too many links that do not work were sent from this address. Please try again in 60 minutes.',
    );
    expect(refused.headers['retry-after']).toBe('3600');
    // The account holder, elsewhere, still sets the password with the link.
    expect((await guess(token, '10.6.6.7')).statusCode).toBe(200);
    expect((await login(customer.email, 'a-guessed-password')).statusCode).toBe(200);
  });

  it('refuses bad input with a message a person understands', async () => {
    for (const fields of [{}, { email: '' }, { email: 'not an address' }] as Record<string, string>[]) {
      const answer = await post('/api/user/reset-password/email', fields);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(PASSWORD_MESSAGES.emailNeeded);
    }
    const noToken = await post('/api/user/update-password', { password: 'a long enough passphrase' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error).toBe(PASSWORD_MESSAGES.linkMissing);
    const madeUp = await update('x'.repeat(43), 'a long enough passphrase');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error).toBe(PASSWORD_MESSAGES.linkUnusable);
    const noPassword = await post('/api/user/update-password', { token: 'x'.repeat(43) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error).toBe(PASSWORD_MESSAGES.length);
  });

  it('needs no sign-in (SPEC §7 marks these calls public) and ignores a token that is sent', async () => {
    const sa = await createUser(t, { group: 'SA' });
    const before = mails().length;
    const answer = await askByEmail(sa.email, { 'consumer-token': 'not-a-token' });
    expect(answer.statusCode).toBe(200);
    expect(await nextMail(before)).toMatch(sentTo(sa.email));
  });
});

describe('password links through a real SMTP server', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; body: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            body: decodeMail(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await createTestApp({
      seed: false,
      env: { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@example.com>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the link to the account holder, and writes nothing to the outbox', async () => {
    const sa = await createUser(t, { group: 'SA' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/reset-password/email',
          ...form({ email: sa.email }),
        })
      ).statusCode,
    ).toBe(200);
    const mail = await waitFor(() => received[0], 'the SMTP delivery');
    expect(mail.to).toEqual([sa.email]);
    expect(mail.body).toMatch(/^From: Portal <portal@example\.com>/m);
    expect(mail.body).toMatch(LINK);
    expect(fs.existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false);
  });
});
