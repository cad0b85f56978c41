import { beforeAll, describe, expect, it } from 'vitest';
import { signInGroups } from '../../test/factories.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import { apiClient } from '../games/test-support.ts';

describe('globals', () => {
  const t = testAppForSuite({ seed: false });
  let tokens: Record<'sa' | 'am', string>;
  beforeAll(async () => {
    tokens = await signInGroups(t, { sa: 'SA', am: 'AM' });
  });

  const set = (body: unknown, token?: string) => apiClient(t).json('/api/globals/set', body, token);

  it('answers everyone with the defaults and the site settings', async () => {
    const response = await t.app.inject({ url: '/api/globals/all' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data;
    expect(data.useGameDemoFallbacks).toBe(true);
    expect(data.enquiriesEmail).toMatch(/@/);
    expect(data.demo.operatorCode).toBe('SKB');
  });

  it('answers the configured defaults of every setting', async () => {
    const data = (await t.app.inject({ url: '/api/globals/all' })).json().data;
    expect(data).toMatchObject({
      enquiriesEmail: t.config.enquiriesEmail,
      videoHost: t.config.videoHost,
      responsibleGamblingUrl: 'https://www.begambleaware.org/',
      tournamentsDemoUrl: null,
      demo: { operatorCode: 'SKB', skinCode: 'SKB', countryCode: 'GB', language: 'en' },
    });
  });

  it('lets an SA change every setting: later start-ups read them, the audit log records it', async () => {
    const change = {
      enquiriesEmail: 'sales@provider.example',
      responsibleGamblingUrl: 'https://www.gamcare.org.uk/',
      videoHost: 'https://videos.provider.example/embed/',
      tournamentsDemoUrl: 'https://tournaments.provider.example/lobby',
      demo: { operatorCode: 'NSG', skinCode: 'NSG2', countryCode: 'ie', language: 'en-IE' },
    };
    const response = await set(change, tokens.sa);
    expect(response.statusCode).toBe(200);
    const expected = { ...change, demo: { ...change.demo, countryCode: 'IE' } };
    expect(response.json().data).toMatchObject(expected);

    const startUp = await t.app.inject({ url: '/api/globals/all' });
    expect(startUp.json().data).toMatchObject(expected);
    // The gateway hosts and test values stay configuration.
    expect(startUp.json().data.demo.gatewayHosts).toEqual(t.config.demo.gatewayHosts);
    // Pages may now frame the new video host and tournaments lobby.
    const page = await t.app.inject({ url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('https://videos.provider.example');
    expect(csp).toContain('https://tournaments.provider.example');

    const log = await t.app.inject({
      url: '/api/logs/get?limit=1',
      headers: { 'consumer-token': tokens.sa },
    });
    const [entry] = log.json().data;
    expect(entry.description).toMatch(/^Edited the options: enquiries address/);
    expect(JSON.parse(entry.data)).toMatchObject({
      action: 'options.edited',
      changes: { enquiriesEmail: { to: 'sales@provider.example' } },
    });

    const reset = await set(
      { videoHost: null, tournamentsDemoUrl: null, demo: { operatorCode: null } },
      tokens.sa,
    );
    expect(reset.json().data).toMatchObject({
      videoHost: t.config.videoHost,
      tournamentsDemoUrl: null,
      enquiriesEmail: 'sales@provider.example',
      demo: { operatorCode: 'SKB', skinCode: 'NSG2' },
    });
  });

  it('lets an SA change a setting, which every later read sees', async () => {
    const response = await set({ useGameDemoFallbacks: false }, tokens.sa);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.useGameDemoFallbacks).toBe(false);
    expect((await t.app.inject({ url: '/api/globals/all' })).json().data.useGameDemoFallbacks).toBe(false);
    await set({ useGameDemoFallbacks: true }, tokens.sa);
  });

  it('refuses an AM with 403 and changes nothing', async () => {
    const response = await set({ useGameDemoFallbacks: false }, tokens.am);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You are not authorised to make this request.');
    expect((await t.app.inject({ url: '/api/globals/all' })).json().data.useGameDemoFallbacks).toBe(true);
  });

  it('refuses a caller without a token with 401', async () => {
    const response = await set({ useGameDemoFallbacks: false });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('You need to be logged in.');
  });

  it('refuses before it reads the body: a refused caller learns nothing from a parse error', async () => {
    for (const body of ['{not json', '{"colour":"red"}']) {
      expect((await set(body)).statusCode).toBe(401);
      expect((await set(body, tokens.am)).statusCode).toBe(403);
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/globals/set',
      headers: { 'content-type': 'application/x-unknown', 'consumer-token': tokens.am },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(403);
  });

  it('refuses an enquiries address that would mail someone else, a country code of three letters, and text over its limit, storing nothing (issue 28 items 13 and 17)', async () => {
    const before = (await t.app.inject({ url: '/api/globals/all' })).json().data;
    const cases: [Record<string, unknown>, string][] = [
      [{ enquiriesEmail: 'Sales <sales@provider.example>' }, 'enquiriesEmail must be an e-mail address.'],
      [{ enquiriesEmail: 'group:sales@provider.example;' }, 'enquiriesEmail must be an e-mail address.'],
      [{ enquiriesEmail: 'a;sales@provider.example' }, 'enquiriesEmail must be an e-mail address.'],
      [{ demo: { countryCode: 'GBR' } }, 'demo.countryCode must be a two-letter country code such as GB.'],
      [
        { demo: { language: 'e'.repeat(100_000) } },
        "demo.language must be a language code such as 'en' or 'en-GB'.",
      ],
      [
        { videoHost: `https://v.example/${'a'.repeat(100_000)}` },
        'videoHost is too long (2000 characters at most).',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await set({ ...change, useGameDemoFallbacks: false }, tokens.sa);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect((await t.app.inject({ url: '/api/globals/all' })).json().data).toEqual(before);
  });

  it('answers bad input with 400 and a message', async () => {
    const wrongType = await set({ useGameDemoFallbacks: 'maybe' }, tokens.sa);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/useGameDemoFallbacks/);
    expect((await set({}, tokens.sa)).json().error).toBe('Send at least one setting to change.');
    const unknown = await set({ useGameDemoFallbacks: true, colour: 'red' }, tokens.sa);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("'colour' is not a setting that can be changed.");
    expect((await set({ videoHost: 'javascript:alert(1)' }, tokens.sa)).json().error).toBe(
      'videoHost must be an http or https address.',
    );
    const deep = await set(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, tokens.sa);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toBe("'a' is not a setting that can be changed.");
    const deepValue = await set(
      `{"demo":{"language":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`,
      tokens.sa,
    );
    expect(deepValue.statusCode).toBe(400);
    const broken = await set('{not json', tokens.sa);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, data: null });
  });
});
