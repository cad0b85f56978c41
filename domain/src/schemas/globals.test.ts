import { describe, expect, it } from 'vitest';
import { GlobalsUpdate } from './globals.ts';

const firstMessage = (input: unknown) => {
  const result = GlobalsUpdate.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('GlobalsUpdate', () => {
  it('takes any of the settings, trimmed, with null meaning the configured default', () => {
    expect(
      GlobalsUpdate.parse({
        useGameDemoFallbacks: false,
        enquiriesEmail: ' sales@provider.example ',
        responsibleGamblingUrl: 'https://www.gamcare.org.uk/',
        videoHost: 'https://videos.example/embed/',
        tournamentsDemoUrl: null,
        demo: { operatorCode: 'NSG', skinCode: 'NSG-1', countryCode: 'ie', language: 'en-GB' },
      }),
    ).toEqual({
      useGameDemoFallbacks: false,
      enquiriesEmail: 'sales@provider.example',
      responsibleGamblingUrl: 'https://www.gamcare.org.uk/',
      videoHost: 'https://videos.example/embed/',
      tournamentsDemoUrl: null,
      demo: { operatorCode: 'NSG', skinCode: 'NSG-1', countryCode: 'IE', language: 'en-GB' },
    });
  });

  it('refuses keys that are not settings, at any level, naming them', () => {
    expect(firstMessage({ useGameDemoFallback: true })).toBe(
      "'useGameDemoFallback' is not a setting that can be changed.",
    );
    expect(firstMessage({ demo: { gatewayHosts: {} } })).toBe(
      "'demo.gatewayHosts' is not a setting that can be changed.",
    );
  });

  it('refuses a deeply nested body with a message instead of overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
    expect(firstMessage(deep)).toBe("'a' is not a setting that can be changed.");
    const deepDemo = JSON.parse(`{"demo":${'{"demo":'.repeat(10_000)}1${'}'.repeat(10_001)}`);
    expect(firstMessage(deepDemo)).toBe("'demo.demo' is not a setting that can be changed.");
    const deepValue = JSON.parse(`{"videoHost":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(firstMessage(deepValue)).toBe('videoHost must be an http or https address.');
  });

  it('explains each bad value', () => {
    expect(firstMessage({})).toBe('Send at least one setting to change.');
    expect(firstMessage({ demo: {} })).toBe('Send at least one setting to change.');
    expect(firstMessage([])).toBe('Send the settings as a JSON object.');
    expect(firstMessage({ useGameDemoFallbacks: 'yes' })).toBe('useGameDemoFallbacks must be true or false.');
    expect(firstMessage({ enquiriesEmail: 'nobody' })).toBe('enquiriesEmail must be an e-mail address.');
    expect(firstMessage({ videoHost: 'javascript:alert(1)' })).toBe(
      'videoHost must be an http or https address.',
    );
    expect(firstMessage({ responsibleGamblingUrl: 'ftp://x.example' })).toBe(
      'responsibleGamblingUrl must be an http or https address.',
    );
    expect(firstMessage({ demo: { countryCode: 'GBR' } })).toBe(
      'demo.countryCode must be a two-letter country code such as GB.',
    );
    expect(firstMessage({ demo: { operatorCode: 'a b' } })).toBe(
      "demo.operatorCode must be 1 to 20 letters, digits, '-' or '_'.",
    );
    expect(firstMessage({ demo: 'SKB' })).toBe('demo must be an object of demo defaults.');
  });
});
