import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullName } from './users';

describe('fullName', () => {
  it('joins first name and surname', () => {
    expect(fullName({ firstName: 'Ada', surname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: ' Ada ', surname: '' })).toBe('Ada');
    expect(fullName({ firstName: '', surname: 'Lovelace' })).toBe('Lovelace');
    expect(fullName({ firstName: '', surname: '' })).toBe('');
  });

  it('never has spaces at its ends or doubled between the parts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (firstName, surname) => {
        const name = fullName({ firstName, surname });
        expect(name).toBe(name.trim());
        expect(name).toBe([firstName.trim(), surname.trim()].filter(Boolean).join(' '));
      }),
    );
  });
});
