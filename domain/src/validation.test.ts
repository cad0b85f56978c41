import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FOLDER_NAME_FORBIDDEN,
  isEmailShape,
  isTooltipTheme,
  isValidFileName,
  isValidFolderName,
  isVideoId,
  MAX_ID,
  parseId,
  parseIdList,
  renameKeepingExtension,
  splitExtension,
  TOOLTIP_THEMES,
} from './validation';

describe('parseId', () => {
  it('accepts decimal digits from 1 to the largest id the databases hold', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('0042')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(2_147_483_647);
    expect(parseId(MAX_ID)).toBe(MAX_ID);
    expect(parseId(7)).toBe(7);
  });

  it('refuses everything else', () => {
    for (const value of [
      '0',
      '',
      '-1',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '1e3',
      '0x1F',
      '١٢',
      // Found by server/src/fuzz.test.ts: PostgreSQL answered 2147483648 with a 500.
      String(MAX_ID + 1),
      String(Number.MAX_SAFE_INTEGER),
      '9'.repeat(400),
      0,
      -3,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      MAX_ID + 1,
      Number.MAX_SAFE_INTEGER + 1,
      10n,
      null,
      undefined,
      ['1'],
      { id: 1 },
    ]) {
      expect(parseId(value)).toBeNull();
    }
  });

  it('reads any digit string in range as its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), fc.nat({ max: 5 }), (id, zeros) => {
        expect(parseId(`${'0'.repeat(zeros)}${id}`)).toBe(id);
      }),
    );
  });

  it('refuses digit strings beyond the range, however long', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(MAX_ID) + 1n, max: 10n ** 300n }), (huge) => {
        expect(parseId(huge.toString())).toBeNull();
      }),
    );
  });

  it('refuses any string with a character that is not a digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        fc.pre(/[^0-9]/.test(text));
        expect(parseId(text)).toBeNull();
      }),
    );
  });
});

describe('parseIdList', () => {
  it('splits ids joined with a colon', () => {
    expect(parseIdList('1:2:3')).toEqual([1, 2, 3]);
    expect(parseIdList('9')).toEqual([9]);
  });

  it('is null when any part is not an id', () => {
    for (const value of ['', ':', '1:', '1::2', '1:a', '1,2', '0:1']) expect(parseIdList(value)).toBeNull();
  });

  it('round-trips any list of ids', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: MAX_ID }), { minLength: 1 }), (ids) => {
        expect(parseIdList(ids.join(':'))).toEqual(ids);
      }),
    );
  });
});

describe('folder names', () => {
  it('lists the characters of SPEC §5', () => {
    expect(FOLDER_NAME_FORBIDDEN).toEqual(['\\', '/', '?', '%', '*', ':', '|', '"', '<', '>', '.']);
  });

  it('accepts plain names', () => {
    for (const name of ['Logos', 'Press kit 2025', 'Ação & Co', 'x', '🎰 Slots'])
      expect(isValidFolderName(name)).toBe(true);
  });

  it('refuses blank names, forbidden characters and bad file names', () => {
    for (const name of ['', '   ', 'a.b', '.', '..', 'v1.0', 'a\u0000b', 'tab\there', 'x'.repeat(256)]) {
      expect(isValidFolderName(name)).toBe(false);
    }
    for (const forbidden of FOLDER_NAME_FORBIDDEN) {
      expect(isValidFolderName(forbidden)).toBe(false);
      expect(isValidFolderName(`Logos${forbidden}2025`)).toBe(false);
    }
  });

  it('refuses a forbidden character anywhere in any name', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom(...FOLDER_NAME_FORBIDDEN),
        fc.string({ unit: 'grapheme' }),
        (before, forbidden, after) => {
          expect(isValidFolderName(`${before}${forbidden}${after}`)).toBe(false);
        },
      ),
    );
  });

  it('is never looser than the file-name rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        if (isValidFolderName(name)) expect(isValidFileName(name)).toBe(true);
      }),
    );
  });
});

describe('file names', () => {
  it('accepts names of 1 to 255 UTF-8 bytes', () => {
    expect(isValidFileName('a')).toBe(true);
    expect(isValidFileName('.env')).toBe(true);
    expect(isValidFileName('report v2.final.pdf')).toBe(true);
    expect(isValidFileName('a'.repeat(255))).toBe(true);
    expect(isValidFileName('€'.repeat(85))).toBe(true);
    expect(isValidFileName(`${'€'.repeat(85)}a`)).toBe(false);
    expect(isValidFileName('a'.repeat(256))).toBe(false);
  });

  it('refuses separators, control characters, dot names and broken UTF-16', () => {
    for (const name of [
      '',
      '.',
      '..',
      'a/b',
      'a\\b',
      '../x',
      'a\u0000',
      'a\nb',
      'a\u007fb',
      'a\u0085b',
      'a\uD800b',
      '\uDC00',
    ]) {
      expect(isValidFileName(name)).toBe(false);
    }
  });

  it('refuses any name with a separator or a control character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('/', '\\', '\u0000', '\u001f', '\u007f', '\r'),
        fc.string({ unit: 'binary' }),
        (before, bad, after) => {
          expect(isValidFileName(`${before}${bad}${after}`)).toBe(false);
        },
      ),
    );
  });

  it('splits the extension at the last dot', () => {
    expect(splitExtension('a.tar.gz')).toEqual({ base: 'a.tar', ext: '.gz' });
    expect(splitExtension('.env')).toEqual({ base: '.env', ext: '' });
    expect(splitExtension('README')).toEqual({ base: 'README', ext: '' });
    expect(splitExtension('notes.')).toEqual({ base: 'notes.', ext: '' });
    expect(splitExtension('..')).toEqual({ base: '..', ext: '' });
  });

  it('keeps the extension on rename, without doubling it', () => {
    expect(renameKeepingExtension('logo.png', 'brand')).toBe('brand.png');
    expect(renameKeepingExtension('logo.png', ' brand ')).toBe('brand.png');
    expect(renameKeepingExtension('logo.png', 'brand.PNG')).toBe('brand.png');
    expect(renameKeepingExtension('logo.png', '.png')).toBe('.png.png');
    expect(renameKeepingExtension('Folder', 'Renamed')).toBe('Renamed');
    expect(renameKeepingExtension('a.tar.gz', 'b.tar')).toBe('b.tar.gz');
  });

  it('splits losslessly and renames to the old extension', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (name, base) => {
        const { base: oldBase, ext } = splitExtension(name);
        expect(oldBase + ext).toBe(name);
        const renamed = renameKeepingExtension(name, `${base}x`);
        if (ext === '') expect(renamed).toBe(`${base}x`.trim());
        else expect(splitExtension(renamed).ext).toBe(ext);
      }),
    );
  });
});

describe('other checks', () => {
  it('recognises an e-mail shape', () => {
    for (const email of ['sa@demo.test', 'first.last+tag@mail.example.co.uk'])
      expect(isEmailShape(email)).toBe(true);
    for (const email of [
      '',
      'sa',
      'sa@',
      '@demo.test',
      'sa@demo',
      'sa @demo.test',
      'a@b@c.d',
      'sa@demo..test',
      `${'a'.repeat(250)}@b.cd`,
    ]) {
      expect(isEmailShape(email)).toBe(false);
    }
  });

  it('takes one plain address only, so a form cannot mail someone else (issue 28 item 17)', () => {
    for (const email of ["o'brien@mail.example.ie", 'a_b-c@sub-domain.example.com', 'x@xn--p1ai.xn--p1ai'])
      expect(isEmailShape(email)).toBe(true);
    for (const email of [
      'name<sa@demo.test>',
      'Name <sa@demo.test>',
      'group:sa@demo.test;',
      'a;sa@demo.test',
      'a,sa@demo.test',
      '"a b"@demo.test',
      'sa@demo.test (comment)',
      'sa(comment)@demo.test',
      'a%b@demo.test',
      'a!b@demo.test',
      '|cmd@demo.test',
      '.sa@demo.test',
      'sa.@demo.test',
      's..a@demo.test',
      'sa@-demo.test',
      'sa@demo-.test',
      'sa@[127.0.0.1]',
      'sa@demo.test\n',
      'sa@demo.t',
      `${'a'.repeat(65)}@demo.test`,
    ]) {
      expect(isEmailShape(email), email).toBe(false);
    }
    expect(isEmailShape(`${'a'.repeat(64)}@demo.test`)).toBe(true);
  });

  it('takes letters and digits only as a video id', () => {
    expect(isVideoId('76979871')).toBe(true);
    expect(isVideoId('AbC123')).toBe(true);
    for (const value of ['', 'https://player.example/v/1', 'a-b', 'a b', 'é1'])
      expect(isVideoId(value)).toBe(false);
  });

  it('knows the tooltip themes', () => {
    expect(TOOLTIP_THEMES).toEqual(['dark', 'light']);
    expect(isTooltipTheme('dark')).toBe(true);
    expect(isTooltipTheme('light')).toBe(true);
    expect(isTooltipTheme('blue')).toBe(false);
    expect(isTooltipTheme(undefined)).toBe(false);
  });
});
