import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | null | undefined;
};

/** Rows read a page at a time, so an export of the whole shop never sits in memory at once. */
export async function* pagesOf<T>(
  readPage: (offset: number, limit: number) => Promise<T[]>,
  pageSize = 500,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await readPage(offset, pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
  }
}

/** What a spreadsheet may start a formula with: = + - @, a tab or a line break (and full-width forms). */
const FORMULA_START = '=+\\-@\\t\\r\\n\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/**
 * Where a formula may start in some spreadsheet: at the cell's start, or after any separator one
 * may split on (, ; tab | or a line break), spaces before it included.
 */
const FORMULA = new RegExp(`(^|[,;|\\t\\r\\n])\\s*[${FORMULA_START}]`);
/** A plain number (a refund written as `-1290,50`): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * Whether a cell needs a leading ' to stay text: it could start a formula after any separator,
 * or it is such a cell with ' already before it (so that reading strips exactly one ').
 */
export function needsFormulaGuard(cell: string): boolean {
  if (PLAIN_NUMBER.test(cell)) return false;
  return FORMULA.test(cell) || (cell.startsWith("'") && needsFormulaGuard(cell.slice(1)));
}

/** The cell as the export writes it: a leading ' where a spreadsheet could read a formula. */
export const guardFormula = (cell: string): string => (needsFormulaGuard(cell) ? `'${cell}` : cell);

/** The cell as it was before the export (or a spreadsheet) guarded it. */
export const unguardFormula = (cell: string): string =>
  cell.startsWith("'") && needsFormulaGuard(cell.slice(1)) ? cell.slice(1) : cell;

async function* records<T>(columns: CsvColumn<T>[], pages: AsyncIterable<T[]>) {
  yield columns.map((column) => guardFormula(column.header));
  for await (const page of pages) {
    for (const row of page)
      yield columns.map((column) => guardFormula(String(column.value(row) ?? '')));
  }
}

/**
 * Sends a CSV document as a download: UTF-8 with a byte order mark, `;` between fields and CRLF
 * line ends — what Excel opens as columns in a Russian locale by a double click. Every field is
 * quoted, and one a spreadsheet could read a formula from, whatever separator it splits on, is
 * prefixed with ' so that it shows as text instead of running (names, emails and comments come
 * from shoppers). Every export of the shop is written here.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  input: {
    name: string;
    columns: CsvColumn<T>[];
    pages: AsyncIterable<T[]>;
    log: FastifyBaseLogger;
  },
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  const body = pipeline(
    Readable.from(records(input.columns, input.pages)),
    stringify({
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      quoted: true,
      quoted_empty: true,
    }),
    (error) => {
      if (error) input.log.error({ err: error }, `CSV export ${input.name} broke off`);
    },
  );
  return reply
    .header('Content-Disposition', `attachment; filename="${input.name}-${day}.csv"`)
    .header('Cache-Control', 'private, no-store')
    .type('text/csv; charset=utf-8')
    .send(body);
}

/** Money as a spreadsheet reads it in a Russian locale: a decimal comma, no grouping. */
export function csvMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return Number(value).toFixed(2).replace(/\.00$/, '').replace('.', ',');
}

/** A moment in the shop's reading: `2026-11-26 14:03` in UTC. */
export function csvDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  return new Date(value).toISOString().slice(0, 16).replace('T', ' ');
}
