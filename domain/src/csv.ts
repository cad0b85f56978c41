/**
 * CSV for spreadsheets (RFC 4180 lines, comma-separated), safe whichever separator the reader's
 * locale uses (decision 086):
 * - a cell holding a separator of any common locale (comma, semicolon, tab), a quote or a line break
 *   is quoted, so a reader splitting on commas keeps it whole;
 * - a reader that splits on semicolons or tabs sees the quote in the middle of its field, ignores it
 *   and starts a new field after each separator or line break inside the cell: so a formula start
 *   (= + - @ or their full-width forms, past spaces and quotes) after one gets a ' in front;
 * - and so does one at the start of a cell, or a cell starting with a tab or carriage return, so the
 *   spreadsheet shows the text rather than running it.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const FORMULA = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
const GAP = '[ \\t\\r\\n"\\u3000]*';
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n]${GAP})(?=${FORMULA})`, 'g');
const FORMULA_AT_START = new RegExp(`^(${GAP}${FORMULA}|[\\t\\r])`);
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const inside = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_AT_START.test(inside) ? `'${inside}` : inside;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
