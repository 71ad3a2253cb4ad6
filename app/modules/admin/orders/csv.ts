/**
 * CSV for spreadsheets (RFC 4180: CRLF lines, fields quoted, quotes doubled), safe against
 * formula injection (OWASP): a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is a formula to Excel, LibreOffice and Sheets, so it gets a leading `'` and is shown as
 * the text it is. Shoppers type names, e-mails and addresses, so every text cell is treated so.
 * Numbers (our own amounts and counts) are written as they are.
 */

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The whole file: a byte-order mark (so spreadsheets read it as UTF-8), then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
