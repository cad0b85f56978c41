import type { GameDetail } from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { deleteSummary, gameFormData, NEW_GAME_VALUES, valuesOfGame } from './form-values';

const stored = {
  id: 7,
  name: 'card.png',
  type: 'image' as const,
  link: null,
  alink: null,
  thumbnail: null,
  isZip: false,
};

describe('gameFormData', () => {
  it('adds with type POST, lists as JSON and each new file after the kept assets of its slot', () => {
    const file = new File(['x'], 'hero.png', { type: 'image/png' });
    const form = gameFormData(
      {
        ...NEW_GAME_VALUES,
        gameName: 'Lanterns',
        regions: [{ region: 'us--pennsylvania', releaseDate: '2026-11-20', displayReleaseDate: '' }],
        slots: {
          ...NEW_GAME_VALUES.slots,
          thumbnail: [{ kind: 'stored', asset: stored }],
          screenshots: [
            { kind: 'stored', asset: { ...stored, id: 8 } },
            { kind: 'new', key: 'a', file },
          ],
        },
      },
      null,
    );
    expect(form.get('type')).toBe('POST');
    expect(form.has('id')).toBe(false);
    expect(form.get('gameName')).toBe('Lanterns');
    expect(form.get('isActive')).toBe('true');
    expect(JSON.parse(String(form.get('regions')))).toEqual([
      { region: 'us--pennsylvania', releaseDate: '2026-11-20', displayReleaseDate: '' },
    ]);
    expect(form.get('thumbnail')).toBe('[{"id":7}]');
    expect(form.get('screenshots')).toBe('[{"id":8}]');
    expect(form.get('logo')).toBe('[]');
    expect((form.get('files[screenshots][1][data]') as File).name).toBe('hero.png');
  });

  it('edits with type PUT and the id', () => {
    const form = gameFormData({ ...NEW_GAME_VALUES, gameName: 'Lanterns' }, 12);
    expect(form.get('type')).toBe('PUT');
    expect(form.get('id')).toBe('12');
  });
});

describe('valuesOfGame', () => {
  it('turns nulls into empty inputs and slots into stored entries', () => {
    const values = valuesOfGame({
      ...NEW_GAME_VALUES,
      id: 3,
      gameName: 'Lanterns',
      releaseDate: null,
      displayReleaseDate: null,
      regions: [{ region: 'us--pennsylvania', releaseDate: null, displayReleaseDate: '2026-12-01' }],
      softwareIds: [{ softwareId: 'SW-1' }],
      softwareId: null,
      demoOverride: null,
      demoFallback: 'https://demo.example.com',
      demoTechnology: null,
      demoEnvironment: null,
      demoCurrency: null,
      demoSoftwareId: null,
      assetSlots: { thumbnail: [stored], logo: [], hero: [], screenshots: [], downloadableAssets: [] },
    } as unknown as GameDetail);
    expect(values.releaseDate).toBe('');
    expect(values.regions[0]).toEqual({
      region: 'us--pennsylvania',
      releaseDate: '',
      displayReleaseDate: '2026-12-01',
    });
    expect(values.softwareIds).toEqual(['SW-1']);
    expect(values.demoFallback).toBe('https://demo.example.com');
    expect(values.slots.thumbnail).toEqual([{ kind: 'stored', asset: stored }]);
  });
});

describe('deleteSummary', () => {
  it('names what goes and what stays', () => {
    const text = deleteSummary('Lanterns');
    expect(text).toContain('“Lanterns (deleted game)”');
    expect(text).toContain('not touched');
  });
});
