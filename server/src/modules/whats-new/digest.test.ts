import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortal } from '../../app.ts';
import { createGame, createUser } from '../../test/factories.ts';
import { createTestApp, form, manualClock, type TestApp } from '../../test/test-app.ts';
import { decodeMail } from '../users/test-support.ts';
import { claimDigest, findDigestRuns } from './whats-new.repository.ts';

const PUBLIC_URL = 'https://portal.example.com';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 08:00 UTC on a Monday at least a day ahead: a weekly and a daily digest are both due.
const nextMonday = () => {
  const day = new Date(Math.floor(Date.now() / DAY) * DAY + 2 * DAY);
  while (day.getUTCDay() !== 1) day.setTime(day.getTime() + DAY);
  return new Date(day.getTime() + 8 * HOUR);
};

interface Received {
  to: string[];
  raw: string;
}

/** The headers of a raw message, unfolded, by lower-cased name. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new Map(
    head.split(/\r?\n/).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
}

/** The decoded body of the message's part of `type`. */
function partOf(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  return decodeMail(body.slice(0, body.indexOf('\r\n--')));
}

describe('the digest through a real SMTP server', () => {
  const time = manualClock(nextMonday());
  let t: TestApp;
  let smtp: SMTPServer;
  const received: Received[] = [];
  const to = (email: string) => received.filter((mail) => mail.to.includes(email));

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
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await createTestApp({
      seed: false,
      clock: time.clock,
      env: { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@example.com>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails what is new as HTML and text with absolute links and the one-click headers, once', async () => {
    const dana = await createUser(t, {
      group: 'customer',
      email: 'dana@example.com',
      firstName: 'Dana',
      regions: ['us--pennsylvania'],
    });
    const inRegion = (region: string) => [{ region, releaseDate: null, displayReleaseDate: null }];
    const game = await createGame(t, { gameName: 'Lucky Leprechaun', regions: inRegion('us--pennsylvania') });
    await createGame(t, { gameName: 'Belgian Gold', regions: inRegion('europe--belgium') });

    const pass = await t.services.digest.runOnce();
    expect(pass.sent).toBeGreaterThanOrEqual(1);
    const [mail] = to(dana.email);
    expect(mail).toBeDefined();
    const headers = headersOf(mail!.raw);
    expect(headers.get('subject')).toBe("What's new on the Northstar Games portal: 1 new game");
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/portal\.example\.com\/api\/digest\/unsubscribe\?token=[^>]+)>$/.exec(
      headers.get('list-unsubscribe') ?? '',
    );
    expect(oneClick, headers.get('list-unsubscribe')).not.toBeNull();

    const text = partOf(mail!.raw, 'text/plain');
    const html = partOf(mail!.raw, 'text/html');
    expect(text).toContain('Hello Dana,');
    expect(text).toContain('NEW GAMES');
    expect(text).toContain(`* Lucky Leprechaun (released`);
    expect(text).toContain(`${PUBLIC_URL}/games/${game.id}`);
    expect(text).not.toContain('Belgian Gold');
    expect(html).toContain(`href="${PUBLIC_URL}/games/${game.id}"`);
    expect(html).toContain('Lucky Leprechaun');
    expect(html).not.toContain('Belgian Gold');
    expect(html).toMatch(
      /href="https:\/\/portal\.example\.com\/digest\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe</,
    );
    // Every link in the HTML is absolute, under PUBLIC_URL.
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => !href.startsWith(`${PUBLIC_URL}/`))).toEqual([]);

    // Claimed and recorded: a second pass in the same period sends nothing.
    expect(await findDigestRuns(t.database.db, dana.id)).toEqual([
      expect.objectContaining({ outcome: 'sent', item_count: 1, claimed_by: t.services.digest.instance }),
    ]);
    const before = received.length;
    expect((await t.services.digest.runOnce()).sent).toBe(0);
    expect(received.length).toBe(before);

    // The page of the mail's visible link shows a button; the one-click POST turns the digest off.
    const pageLink = /href="https:\/\/portal\.example\.com(\/digest\/unsubscribe\?token=[^"]+)"/.exec(
      html,
    )![1]!;
    const page = await t.app.inject({ url: pageLink.replaceAll('&amp;', '&') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(page.body).toContain('dana@example.com');
    const post = await t.app.inject({
      method: 'POST',
      url: oneClick![1]!.slice(PUBLIC_URL.length),
      ...form({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json().data.frequency).toBe('none');

    // Off: the next day's pass sends Dana nothing, even with something new.
    time.advance(DAY);
    await createGame(t, { gameName: 'Pennsylvania Pearls', regions: inRegion('us--pennsylvania') });
    await t.services.digest.runOnce();
    expect(to(dana.email)).toHaveLength(1);
  });

  it('sends nothing when nothing is new, and records that', async () => {
    const quiet = await createUser(t, {
      group: 'performance',
      email: 'quiet@example.com',
      regions: ['apac--new-zealand'],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/digest/settings',
      ...form({ frequency: 'daily' }),
      headers: {
        ...form({}).headers,
        'consumer-token': (
          await t.app.inject({
            method: 'POST',
            url: '/api/authentication/login',
            ...form({ email: quiet.email, password: 'test-password-for-factories' }),
          })
        ).json().data,
      },
    });
    // Nothing has arrived for New Zealand: the games so far are in Pennsylvania and Belgium only.
    time.advance(DAY);
    await t.services.digest.runOnce();
    expect(to(quiet.email)).toHaveLength(0);
    expect((await findDigestRuns(t.database.db, quiet.id))[0]).toMatchObject({
      outcome: 'nothing-new',
      item_count: 0,
    });
  });

  it('is sent once when two instances claim it at the same time', async () => {
    const second = await buildPortal({ config: t.config, database: t.database, clock: time.clock });
    try {
      const eve = await createUser(t, { group: 'CM', email: 'eve@example.com' });
      time.advance(7 * DAY);
      await createGame(t, { gameName: 'Twin Treasure' });
      const before = received.length;
      const [one, two] = await Promise.all([t.services.digest.runOnce(), second.services.digest.runOnce()]);
      expect(to(eve.email)).toHaveLength(1);
      // Between them they sent each due digest once: no address got two in this pass.
      const thisPass = received.slice(before).flatMap((mail) => mail.to);
      expect(thisPass).toHaveLength(one.sent + two.sent);
      expect(new Set(thisPass).size).toBe(thisPass.length);
      const runs = await findDigestRuns(t.database.db, eve.id);
      expect(runs).toHaveLength(1);
      expect([t.services.digest.instance, second.services.digest.instance]).toContain(runs[0]!.claimed_by);
      // The claim itself: of two inserts of one (user, period), exactly one wins.
      const claim = {
        userId: eve.id,
        period: '2000-01-03',
        frequency: 'weekly',
        claimedAt: time.clock().toISOString(),
        coversFrom: '2000-01-01T00:00:00.000Z',
        coversUntil: '2000-01-03T00:00:00.000Z',
      };
      const claims = await Promise.all([
        claimDigest(t.database.db, { ...claim, claimedBy: 'one' }),
        claimDigest(t.database.db, { ...claim, claimedBy: 'two' }),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });
});
