/**
 * CSV that Excel with Dutch settings opens as a table: semicolons between fields, a UTF-8 byte
 * order mark (else Excel reads Windows-1252), CRLF line ends and decimal commas. Text that
 * Excel would take for a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CsvValue, decimals: number): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    const text = Number.isInteger(value) ? String(value) : value.toFixed(decimals);
    return text.replace('.', ',');
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows (the first one the header) as a Dutch Excel CSV; fractions get `decimals` digits. */
export function dutchExcelCsv(rows: readonly (readonly CsvValue[])[], decimals = 1): string {
  return `\uFEFF${rows.map((row) => row.map((value) => field(value, decimals)).join(';')).join('\r\n')}\r\n`;
}
