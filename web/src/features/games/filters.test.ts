import { describe, expect, it } from 'vitest';
import { gameSummary } from '../../test/factories';
import {
  EMPTY_FILTERS,
  facetOf,
  facetOptions,
  foldText,
  matchesFilters,
  readFilters,
  toggleValue,
  writeFilters,
} from './filters';
import { videoTitle } from './format';

const game = gameSummary;

const lanterns = game({
  id: 1,
  gameName: 'Lucky Lanterns',
  gameType: 'Core Games',
  channels: ['phone', 'desktop'],
  features: ['Bonus'],
  mechanic: 'Match 3',
  themes: ['Asian'],
});
const vikings = game({
  id: 2,
  gameName: 'Viking Voyage',
  gameType: 'Casual Games',
  channels: ['tablet'],
  features: ['Multi Ticket'],
  mechanic: 'Keno',
  themes: ['Vikings'],
});

describe('catalogue filters in the URL', () => {
  it('reads known values only, in enumeration order, and the search', () => {
    const filters = readFilters(
      new URLSearchParams('q=luck&theme=Vikings&theme=Asian&theme=Nope&type=Jackpot&channel=phone&sort=name'),
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      q: 'luck',
      theme: ['Asian', 'Vikings'],
      type: ['Jackpot'],
      channel: ['phone'],
      sort: 'name',
    });
    expect(readFilters(new URLSearchParams('sort=upside-down')).sort).toBe('newest');
  });

  it('writes filters back, keeping params that are not filters', () => {
    const params = writeFilters(new URLSearchParams('demo=7&theme=Animals'), {
      ...EMPTY_FILTERS,
      q: 'Casino & co',
      theme: ['Casino & Vegas'],
      feature: ['Bonus', 'Progressive'],
    });
    expect(params.get('demo')).toBe('7');
    expect(params.getAll('theme')).toEqual(['Casino & Vegas']);
    expect(params.getAll('feature')).toEqual(['Bonus', 'Progressive']);
    expect(params.get('q')).toBe('Casino & co');
    expect(params.has('sort')).toBe(false);
    expect(readFilters(params).theme).toEqual(['Casino & Vegas']);
  });

  it('matches any value within a facet and every facet together', () => {
    const both = { ...EMPTY_FILTERS, channel: ['phone', 'tablet'] };
    expect(matchesFilters(lanterns, both)).toBe(true);
    expect(matchesFilters(vikings, both)).toBe(true);
    const narrowed = { ...both, mechanic: ['Keno'] };
    expect(matchesFilters(lanterns, narrowed)).toBe(false);
    expect(matchesFilters(vikings, narrowed)).toBe(true);
  });

  it('searches names without regard to case or accents', () => {
    expect(foldText('Éclair Été')).toBe('eclair ete');
    expect(matchesFilters(lanterns, { ...EMPTY_FILTERS, q: 'LANT' })).toBe(true);
    expect(matchesFilters(game({ gameName: 'Crème Brûlée' }), { ...EMPTY_FILTERS, q: 'creme' })).toBe(true);
    expect(matchesFilters(vikings, { ...EMPTY_FILTERS, q: 'lant' })).toBe(false);
  });

  it('counts each option against the other facets, hiding options no game has unless chosen', () => {
    const filters = { ...EMPTY_FILTERS, mechanic: ['Keno'], theme: ['Western'] };
    const themes = facetOptions([lanterns, vikings], filters, facetOf('theme'));
    expect(themes).toEqual([
      { value: 'Asian', label: 'Asian', count: 0 },
      { value: 'Vikings', label: 'Vikings', count: 1 },
      { value: 'Western', label: 'Western', count: 0 },
    ]);
    const channels = facetOptions([lanterns, vikings], EMPTY_FILTERS, facetOf('channel'));
    expect(channels.map((option) => option.label)).toEqual(['Mobile', 'Tablet', 'Desktop']);
  });

  it('toggles a value on and off', () => {
    const on = toggleValue(EMPTY_FILTERS, 'feature', 'Progressive');
    const both = toggleValue(on, 'feature', 'Bonus');
    expect(both.feature).toEqual(['Bonus', 'Progressive']);
    expect(toggleValue(both, 'feature', 'Bonus').feature).toEqual(['Progressive']);
  });
});

describe('video titles', () => {
  it('names the game once', () => {
    expect(videoTitle('Lucky Lanterns', 'Trailer')).toBe('Lucky Lanterns: Trailer');
    expect(videoTitle('Lucky Lanterns', 'Lucky Lanterns: how to play')).toBe('Lucky Lanterns: how to play');
    expect(videoTitle('Lucky Lanterns', '')).toBe('Lucky Lanterns: Video');
  });
});
