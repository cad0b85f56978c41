import dayjs from 'dayjs';

/**
 * The admin's date styles. Calendar dates ('YYYY-MM-DD') read as that day; instants (ISO date-times)
 * in the reader's own time zone.
 */
const DATE_STYLES = {
  /** '03 Mar 2026' (SPEC §9 'DD MMM YYYY'): lists' dates. */
  day: 'DD MMM YYYY',
  /** '03 Mar 2026, 14:05': when something happens or happened, in a list. */
  dayTime: 'DD MMM YYYY, HH:mm',
  /** '3 March 2026 at 14:05': when something was saved, in a sentence. */
  long: 'D MMMM YYYY [at] HH:mm',
  /** '3 March 2026': a day in a sentence. */
  longDay: 'D MMMM YYYY',
  /** '3 Mar': a chart's axis. */
  dayMonth: 'D MMM',
  /** 'Mar 2026' (SPEC §9 'MMM YYYY'): a planned month. */
  month: 'MMM YYYY',
} as const;

export type DateStyle = keyof typeof DATE_STYLES;

/** `value` (a 'YYYY-MM-DD' day, a 'YYYY-MM' month or an ISO instant) in one of the admin's styles; '' for none. */
export function formatDate(value: string | null | undefined, style: DateStyle): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_STYLES[style]) : '';
}
