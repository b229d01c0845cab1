/**
 * CSV for spreadsheets: RFC 4180 quoting, and formula-safe cells. A spreadsheet runs a
 * cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return, which some
 * read past) as a formula, so such a value gets a leading apostrophe and is shown as the
 * text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header and rows, CRLF line ends, a BOM so spreadsheets read UTF-8. */
export function csvDocument(
  header: readonly string[],
  rows: Iterable<readonly (string | number | boolean | null | undefined)[]>,
): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
