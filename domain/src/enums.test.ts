import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSET_ICON_TYPES,
  assetIconType,
  CHANNELS,
  FEATURES,
  FREQUENCY_CHANNELS,
  GAME_TYPES,
  isGroupOfType,
  isUserGroup,
  isUserType,
  MECHANICS,
  NEWS_CATEGORIES,
  THEMES,
  USER_GROUPS,
  USER_GROUPS_BY_TYPE,
  USER_TYPES,
  type UserGroup,
  type UserType,
} from './enums';

describe('user types and groups', () => {
  it('lists the levels of SPEC §6', () => {
    expect(USER_TYPES).toEqual(['igt', 'operator', 'guest']);
    expect(USER_GROUPS_BY_TYPE).toEqual({
      igt: ['SA', 'AM', 'CM'],
      operator: ['affiliate', 'customer', 'performance'],
      guest: ['guest'],
    });
    expect(USER_GROUPS).toEqual(USER_TYPES.flatMap((type) => USER_GROUPS_BY_TYPE[type]));
  });

  it('pairs each group with its own type only', () => {
    expect(isGroupOfType('igt', 'SA')).toBe(true);
    expect(isGroupOfType('operator', 'customer')).toBe(true);
    expect(isGroupOfType('guest', 'guest')).toBe(true);
    expect(isGroupOfType('operator', 'SA')).toBe(false);
    expect(isGroupOfType('igt', 'guest')).toBe(false);
    for (const type of USER_TYPES) {
      for (const group of USER_GROUPS) {
        const owners = USER_TYPES.filter((owner) =>
          (USER_GROUPS_BY_TYPE[owner] as readonly string[]).includes(group),
        );
        expect(isGroupOfType(type, group)).toBe(owners.length === 1 && owners[0] === type);
      }
    }
  });

  it('refuses types and groups from outside the lists', () => {
    expect(isGroupOfType('constructor' as UserType, 'SA')).toBe(false);
    expect(isGroupOfType('igt', 'admin' as UserGroup)).toBe(false);
    expect(isUserType('igt')).toBe(true);
    expect(isUserType('IGT')).toBe(false);
    expect(isUserGroup('performance')).toBe(true);
    expect(isUserGroup('toString')).toBe(false);
  });
});

describe('game enumerations', () => {
  it('match SPEC §3', () => {
    expect(GAME_TYPES).toEqual(['None', 'Casual Games', 'Core Games', 'Branded', 'Jackpot']);
    expect(CHANNELS).toEqual(['none', 'phone', 'tablet', 'desktop', 'slot']);
    expect(FEATURES).toEqual(['None', 'Bonus', 'Merchandise Prize', 'Multi Ticket', 'Progressive']);
    expect(MECHANICS).toEqual([
      'None',
      'Bingo',
      'Collect Symbol Match',
      'Crossword',
      'Keno',
      'Key Number Match',
      'Key Symbol Match',
      'Match 3',
      'Tumbler',
      'Tic Tac Toe',
      'Yours Beats Theirs',
      'Other',
    ]);
    expect(NEWS_CATEGORIES).toEqual(['Product', 'Feature', 'Press Release', 'Events', 'OMNIA']);
    expect(FREQUENCY_CHANNELS).toEqual([
      { value: 'phone', label: 'Mobile' },
      { value: 'tablet', label: 'Tablet' },
      { value: 'desktop', label: 'Desktop' },
    ]);
  });

  it('has None first, *Other last and 33 distinct themes in alphabetical order between', () => {
    expect(THEMES[0]).toBe('None');
    expect(THEMES.at(-1)).toBe('*Other');
    const labelled = THEMES.slice(1, -1);
    expect(labelled).toHaveLength(33);
    expect(new Set(labelled).size).toBe(33);
    expect([...labelled].sort()).toEqual(labelled);
    expect(labelled).toEqual(
      expect.arrayContaining([
        'Ancient Egypt',
        'Animals',
        'Casino & Vegas',
        'Sports',
        'Vikings',
        'Wheel of Fortune',
        'Pirates & Treasure',
      ]),
    );
  });
});

describe('assetIconType', () => {
  it('lists the icon types of SPEC §9', () => {
    expect(ASSET_ICON_TYPES).toEqual([
      'ai',
      'archive',
      'document',
      'fla',
      'folder',
      'image',
      'pdf',
      'psd',
      'swf',
      'video',
      'zip',
    ]);
  });

  it('shows folders and images as such', () => {
    expect(assetIconType({ type: 'folder', name: 'Logos.zip' })).toBe('folder');
    expect(assetIconType({ type: 'image', name: 'hero' })).toBe('image');
  });

  it('picks a file icon by its last extension, in any case', () => {
    const cases: [string, string][] = [
      ['artwork.ai', 'ai'],
      ['bundle.tar.gz', 'archive'],
      ['pack.7z', 'archive'],
      ['brief.DOCX', 'document'],
      ['banner.fla', 'fla'],
      ['still.JPG', 'image'],
      ['rules.pdf', 'pdf'],
      ['layers.psd', 'psd'],
      ['legacy.swf', 'swf'],
      ['trailer.mp4', 'video'],
      ['assets.zip', 'zip'],
      ['README', 'unknown'],
      ['notes.', 'unknown'],
      ['script.exe', 'unknown'],
      ['proto.__proto__', 'unknown'],
    ];
    for (const [name, icon] of cases) expect(assetIconType({ type: 'file', name })).toBe(icon);
  });

  it('takes an override only when it names an icon type', () => {
    expect(assetIconType({ type: 'folder', name: 'Videos', iconOverride: 'video' })).toBe('video');
    expect(assetIconType({ type: 'folder', name: 'Videos', iconOverride: 'https://cdn/x.png' })).toBe(
      'folder',
    );
    expect(assetIconType({ type: 'file', name: 'a.pdf', iconOverride: null })).toBe('pdf');
  });

  it('always answers a known icon or unknown', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('folder' as const, 'image' as const, 'file' as const),
        fc.string(),
        fc.option(fc.string()),
        (type, name, iconOverride) => {
          const icon = assetIconType({ type, name, iconOverride });
          expect([...ASSET_ICON_TYPES, 'unknown']).toContain(icon);
        },
      ),
    );
  });
});
