import { toTorontoWallTime } from '@hvac/contracts';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | Date | null;
};

// A cell a spreadsheet would run as a formula (or a DDE call) gets a leading apostrophe (OWASP's
// CSV injection advice); the quoting of commas, quotes and line breaks is csv-stringify's.
export function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const logger = new Logger('CsvExport');

// Streams rows as a CSV download: a byte-order mark so spreadsheets read UTF-8, a dated file name,
// never cached. A failure after the first bytes can only cut the download short, so it is logged.
export function sendCsv<T>(reply: FastifyReply, name: string, columns: CsvColumn<T>[], rows: AsyncIterable<T>): FastifyReply {
  const csv = stringify({
    bom: true,
    header: true,
    // RFC 4180 line ends.
    record_delimiter: 'windows',
    columns: columns.map((c) => c.header),
    cast: { string: defuseFormula, date: (date) => date.toISOString() },
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => c.value(row));
    })(),
  );
  pipeline(records, csv).catch((error: unknown) => logger.error({ err: String(error), name }, 'CSV export cut short'));
  // The business's date: an export made at 9 pm in Milton is named after that day, not UTC's next one.
  const day = toTorontoWallTime(new Date()).slice(0, 10);
  return reply
    .status(200)
    .type('text/csv; charset=utf-8')
    .headers({
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'no-store',
    })
    .send(csv);
}

// Reads a table newest first in batches keyed on the id, so an export of any size holds one batch in
// memory and no database connection while the client downloads.
export async function* newestFirstInBatches<T extends { id: number }>(
  fetchBatch: (beforeId: number | null, size: number) => Promise<T[]>,
  size = 500,
): AsyncGenerator<T> {
  let beforeId: number | null = null;
  for (;;) {
    const batch = await fetchBatch(beforeId, size);
    yield* batch;
    const last = batch.at(-1);
    if (batch.length < size || !last) return;
    beforeId = last.id;
  }
}
