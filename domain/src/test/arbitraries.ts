import fc from 'fast-check';

/** Calendar dates as 'YYYY-MM-DD' from `min` to `max` (both 'YYYY-MM-DD'), for property tests. */
export function isoDateBetween(min: string, max: string): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}
