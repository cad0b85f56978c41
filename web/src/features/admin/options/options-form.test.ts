import { DEFAULT_DEMO_CONFIG } from '@portal/domain';
import { type Globals, GlobalsUpdate } from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { changedOptions, optionsResolver, toOptionsValues } from './options-form';

const globals: Globals = {
  useGameDemoFallbacks: true,
  enquiriesEmail: 'enquiries@example.com',
  responsibleGamblingUrl: 'https://www.begambleaware.org/',
  videoHost: 'https://video.example.com/embed/',
  tournamentsDemoUrl: null,
  demo: DEFAULT_DEMO_CONFIG,
};

describe('changedOptions', () => {
  const loaded = toOptionsValues(globals);

  it('sends nothing for an unchanged form', () => {
    expect(changedOptions(loaded, loaded)).toEqual({});
  });

  it('sends only the changed settings, demo defaults nested, and the request passes the domain schema', () => {
    const values = {
      ...loaded,
      useGameDemoFallbacks: false,
      videoHost: 'https://player.example.com/',
      demo: { ...loaded.demo, countryCode: 'de' },
    };
    const change = changedOptions(values, loaded);
    expect(change).toEqual({
      useGameDemoFallbacks: false,
      videoHost: 'https://player.example.com/',
      demo: { countryCode: 'de' },
    });
    expect(GlobalsUpdate.parse(change)).toEqual({ ...change, demo: { countryCode: 'DE' } });
  });

  it('sends null for an emptied field, so the server goes back to its default', () => {
    const withAddress = { ...loaded, tournamentsDemoUrl: 'https://t.example.com/lobby' };
    expect(changedOptions({ ...withAddress, tournamentsDemoUrl: ' ' }, withAddress)).toEqual({
      tournamentsDemoUrl: null,
    });
  });
});

describe('optionsResolver', () => {
  const loaded = toOptionsValues(globals);
  const resolve = (values: typeof loaded) =>
    optionsResolver({ current: loaded })(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it("hands the submit handler the form's own values, not the parsed request", async () => {
    const values = { ...loaded, useGameDemoFallbacks: false };
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    // The handler works out the change from these; the request alone lacks every other field.
    expect(result.values).toEqual(values);
  });

  it('names the field a change breaks, with the message the server would give', async () => {
    const result = await resolve({ ...loaded, enquiriesEmail: 'not an address' });
    expect(result.errors).toHaveProperty('enquiriesEmail.message');
  });

  it('lets an unchanged form through without a request to check', async () => {
    expect(await resolve(loaded)).toEqual({ values: loaded, errors: {} });
  });
});
