import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditSentence, changedFieldsText, recordChanges } from './audit';

describe('recordChanges', () => {
  it('names the fields that changed, with old and new values of short scalars only', () => {
    const before = { gameName: 'Lucky', live: false, description: '<p>Old</p>', themes: ['Animals'] };
    const after = {
      gameName: 'Lucky Leprechaun',
      live: true,
      description: '<p>New</p>',
      themes: ['Animals'],
    };
    expect(recordChanges(before, after)).toEqual({
      gameName: { from: 'Lucky', to: 'Lucky Leprechaun' },
      live: { from: false, to: true },
      description: { changed: true },
    });
  });

  it('never copies a long body into the trail', () => {
    const body = 'x'.repeat(81);
    expect(recordChanges({ body: 'short' }, { body })).toEqual({ body: { changed: true } });
    expect(recordChanges({ title: 'a' }, { title: 'line\nbreak' })).toEqual({ title: { changed: true } });
  });

  it('lists the fields a new record set, and only those', () => {
    expect(recordChanges(null, { title: 'Spring', tag: '', regions: [], status: 'draft' })).toEqual({
      title: { from: null, to: 'Spring' },
      status: { from: null, to: 'draft' },
    });
  });

  it('compares only the fields asked for', () => {
    expect(recordChanges({ a: 1, updatedAt: 'x' }, { a: 1, updatedAt: 'y' }, ['a'])).toEqual({});
  });
});

describe('how an entry reads', () => {
  it('puts field names in words', () => {
    expect(auditFieldLabel('gameName')).toBe('name');
    expect(auditFieldLabel('releaseDate')).toBe('release date');
    expect(auditFieldLabel('details.shortDescription')).toBe('short description');
  });

  it('says what was edited and which fields, and keeps a long list short', () => {
    const changes = { gameName: { from: 'a', to: 'b' }, description: { changed: true as const } };
    expect(auditSentence('Edited', 'game', 'Lucky Leprechaun', changes)).toBe(
      'Edited game Lucky Leprechaun: name, description',
    );
    expect(auditSentence('Published', 'story', 'Spring draws', changes)).toBe('Published story Spring draws');
    const many = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((field) => [field, { changed: true as const }]),
    );
    expect(changedFieldsText(many)).toBe('a, b, c, d, e, f and 2 more');
  });
});
