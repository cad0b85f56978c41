import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_MAP, mappedGroup, parseGroupMap, SSO_PROBLEMS, ssoProblemMessage } from './sso';

describe('the SSO group map', () => {
  const map = parseGroupMap(DEFAULT_GROUP_MAP);

  it('reads claim-value:GROUP pairs in order, a value with colons included', () => {
    expect(map).toEqual([
      { value: 'portal-sa', group: 'SA' },
      { value: 'portal-am', group: 'AM' },
      { value: 'portal-cm', group: 'CM' },
    ]);
    expect(parseGroupMap(' urn:co:admins:SA , staff:CM ')).toEqual([
      { value: 'urn:co:admins', group: 'SA' },
      { value: 'staff', group: 'CM' },
    ]);
  });

  it('refuses a group that is not provider staff, a missing value and an empty map', () => {
    expect(() => parseGroupMap('ops:customer')).toThrow(/one of SA, AM, CM/);
    expect(() => parseGroupMap(':SA')).toThrow(/claim-value:GROUP/);
    expect(() => parseGroupMap('portal-sa')).toThrow(/claim-value:GROUP/);
    expect(() => parseGroupMap(' , ')).toThrow(/at least one/);
  });

  it('gives the first mapped group the claim holds, from a list or a single name', () => {
    expect(mappedGroup(['everyone', 'portal-cm', 'portal-am'], map)).toBe('AM');
    expect(mappedGroup('portal-sa', map)).toBe('SA');
    expect(mappedGroup(['everyone'], map)).toBeNull();
    expect(mappedGroup(undefined, map)).toBeNull();
    expect(mappedGroup([42, null, { group: 'portal-sa' }], map)).toBeNull();
  });
});

describe('SSO problems', () => {
  it('turn a known key into its sentence and anything else into nothing', () => {
    expect(ssoProblemMessage('no-group')).toBe(SSO_PROBLEMS['no-group']);
    expect(ssoProblemMessage('toString')).toBeNull();
    expect(ssoProblemMessage('<script>')).toBeNull();
    expect(ssoProblemMessage(null)).toBeNull();
  });
});
