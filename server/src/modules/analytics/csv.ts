/**
 * One CSV line (RFC 4180): a cell with a comma, quote or line break is quoted. A text cell starting
 * with = + - @ (or a tab or carriage return) gets a leading ' so a spreadsheet shows it rather than
 * running it as a formula.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
