/** One row of a CSV file with the line it starts on (fields may span lines inside quotes). */
export type CsvRow = { line: number; fields: string[] };

/**
 * Parses CSV as RFC 4180 describes it (the format of the ESCO exports): comma-separated,
 * fields in double quotes may hold commas, newlines and doubled quotes.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line++;
      rowLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  return rows;
}
