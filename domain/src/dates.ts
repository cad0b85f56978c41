/**
 * Calendar dates as 'YYYY-MM-DD' strings, counted in whole UTC days so that no result depends on
 * the time zone of the machine running it.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid 'YYYY-MM-DD' (rejecting 2023-02-29 and the like); null otherwise. */
export function isoDateToDayNumber(value: string | null | undefined): number | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return Math.floor(date.getTime() / MS_PER_DAY);
}

export function isIsoDate(value: string | null | undefined): value is string {
  return isoDateToDayNumber(value) !== null;
}

/** 'YYYY-MM-DD' of a day number; RangeError outside the years 0000-9999 that the format can hold. */
export function dayNumberToIsoDate(dayNumber: number): string {
  const iso = Number.isInteger(dayNumber) ? new Date(dayNumber * MS_PER_DAY).toISOString() : '';
  if (!ISO_DATE.test(iso.slice(0, 10))) throw new RangeError(`No YYYY-MM-DD date for day ${dayNumber}`);
  return iso.slice(0, 10);
}

/** The UTC calendar date of an instant. */
export function utcDayNumber(instant: Date): number {
  return Math.floor(instant.getTime() / MS_PER_DAY);
}

/** The instant a day number's UTC day starts. */
export function dayNumberStart(dayNumber: number): Date {
  return new Date(dayNumber * MS_PER_DAY);
}

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date and time with its zone ('2025-03-01T09:00:00Z', '2025-03-01T10:00+01:00') whose
 * every part is real: no 30 February, no hour 24, no minute 60, no zone beyond ±23:59. (Date.parse
 * takes '2025-02-30' and 'T24:00' and moves them to another day.)
 */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [, day, hours, minutes, seconds = '00', zoneHours = '00', zoneMinutes = '00'] = match;
  return (
    isIsoDate(day) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(zoneHours) <= 23 &&
    Number(zoneMinutes) <= 59
  );
}
