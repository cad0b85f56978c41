import { DEFAULT_DEMO_CONFIG } from '@portal/domain';
import { type Globals, GlobalsUpdate } from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { domainResolver } from '../../../components/form';
import { changedOptions, toOptionsValues } from './options-form';

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

describe('the options form checked by the domain schema', () => {
  const loaded = toOptionsValues(globals);
  const resolve = (values: typeof loaded) =>
    domainResolver(GlobalsUpdate, (form: typeof loaded) => changedOptions(form, loaded))(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('hands the submit handler the request: only what changed', async () => {
    const result = await resolve({ ...loaded, useGameDemoFallbacks: false });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ useGameDemoFallbacks: false });
  });

  it('names the field a change breaks, with the message the server would give', async () => {
    const result = await resolve({ ...loaded, enquiriesEmail: 'not an address' });
    expect(result.errors).toHaveProperty('enquiriesEmail.message', 'Must be an e-mail address.');
  });
});
