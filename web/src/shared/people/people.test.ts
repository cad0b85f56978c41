import type { AuditDetails } from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { auditDetailsOf, changeLines } from './activity';
import { guestDaysLeftText, personName, userRegionsText, userStatusText } from './labels';

describe('people labels', () => {
  it('says a guest’s days left as a person reads them', () => {
    expect(guestDaysLeftText(12)).toBe('12 days left');
    expect(guestDaysLeftText(1)).toBe('1 day left');
    expect(guestDaysLeftText(0)).toBe('Last day today');
    expect(guestDaysLeftText(-1)).toBe('Expired');
    expect(userStatusText({ status: 'invited', guestDaysLeft: null })).toBe('Invited');
    expect(userStatusText({ status: 'guest-active', guestDaysLeft: 3 })).toBe('3 days left');
  });

  it('names regions and people', () => {
    expect(
      userRegionsText([
        { region: 'canada--ontario', isDefault: false },
        { region: 'canada--quebec', isDefault: true },
      ]),
    ).toBe('Ontario, Quebec (default)');
    expect(userRegionsText([])).toBe('None');
    expect(personName({ firstName: ' ', surname: '', email: 'x@y.test' })).toBe('x@y.test');
  });
});

describe('the audit trail', () => {
  const details: AuditDetails = {
    action: 'user.edited',
    target: { kind: 'user', id: 4, name: 'Ann Lee' },
    changes: {
      userGroup: { from: 'customer', to: 'performance' },
      operatorId: { from: null, to: 7 },
      regions: { from: [], to: [{ region: 'canada--quebec', isDefault: true }] },
      hash: { changed: true },
    },
  };

  it('reads the details of a people entry, and nothing from other entries', () => {
    expect(auditDetailsOf(JSON.stringify(details))).toEqual(details);
    expect(auditDetailsOf(null)).toBeNull();
    expect(auditDetailsOf('not json')).toBeNull();
    expect(auditDetailsOf(JSON.stringify({ action: 'login', changes: {} }))).toBeNull();
  });

  it('writes one line per change with labels, and never a secret’s value', () => {
    const names = new Map([[7, 'Harbour Lotteries']]);
    expect(changeLines(details, (id) => names.get(id))).toEqual([
      { field: 'userGroup', label: 'Group', text: 'Customer → Performance' },
      { field: 'operatorId', label: 'Operator', text: 'Harbour Lotteries' },
      { field: 'regions', label: 'Regions', text: 'none → Quebec (default)' },
      { field: 'hash', label: 'Tournaments key', text: 'changed' },
    ]);
  });

  it('names the fields of content in words, never as their codes', () => {
    const edit: AuditDetails = {
      action: 'game.edited',
      target: { kind: 'game', id: 3, name: 'Lucky Leprechaun' },
      changes: {
        gameName: { from: 'Lucky', to: 'Lucky Leprechaun' },
        isActive: { from: false, to: true },
        releaseDate: { from: null, to: '2026-03-01' },
        description: { changed: true },
      },
    };
    expect(auditDetailsOf(JSON.stringify(edit))).toEqual(edit);
    expect(changeLines(edit)).toEqual([
      { field: 'gameName', label: 'Name', text: 'Lucky → Lucky Leprechaun' },
      { field: 'isActive', label: 'Active', text: 'no → yes' },
      { field: 'releaseDate', label: 'Release date', text: '2026-03-01' },
      { field: 'description', label: 'Description', text: 'changed' },
    ]);
  });
});
