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

async function* records<T>(columns: CsvColumn<T>[], pages: AsyncIterable<T[]>) {
  yield columns.map((column) => column.header);
  for await (const page of pages) {
    for (const row of page) yield columns.map((column) => column.value(row) ?? '');
  }
}

/**
 * Sends a CSV document as a download: UTF-8 with a byte order mark, `;` between fields and CRLF
 * line ends — what Excel opens as columns in a Russian locale by a double click. A field that
 * starts like a formula (=, +, -, @) is prefixed with ' so that a spreadsheet shows it as text
 * instead of running it (names and comments come from shoppers).
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
    stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', escape_formulas: true }),
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
