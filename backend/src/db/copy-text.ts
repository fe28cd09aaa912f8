// Encodes rows for COPY … FROM in PostgreSQL's text format: one line per row, tab-separated, `\N` for NULL, and
// backslash escapes for the four characters that would otherwise end a value or a row.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text =
    typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return text.replace(SPECIAL, (c) => ESCAPES[c]!);
}

export function copyText(rows: readonly (readonly unknown[])[]): string {
  let out = '';
  for (const row of rows) {
    for (let c = 0; c < row.length; c++) out += (c === 0 ? '' : '\t') + field(row[c]);
    out += '\n';
  }
  return out;
}

/** The statement that reads such text from the client (the identifiers are the caller's own constants). */
export function copySql(table: string, columns: readonly string[], source: 'STDIN' | "'/dev/blob'"): string {
  return `COPY ${table} (${columns.join(', ')}) FROM ${source}`;
}
