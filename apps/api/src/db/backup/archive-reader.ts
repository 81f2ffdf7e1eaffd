import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar, { type ExtractEvents } from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  MANIFEST_ENTRY,
  fileEntry,
  manifestSchema,
  tableEntry,
  type BackupManifest,
} from './manifest';
import {
  ArchiveDamagedError,
  NOTHING_CHANGED,
  RestoreInterruptedError,
  RestoreRefusedError,
} from './restore-errors';

/** One entry of an archive being read: its header and a stream of its bytes. */
type Entry = ExtractEvents['entry'][1];

export type ArchiveReader = {
  next: () => Promise<Entry | null>;
  /**
   * What a failure while reading means for the owner: an archive cut short or damaged (an
   * ArchiveDamagedError that says where), or, when reading did not fail, the error as it is.
   */
  explain: (error: unknown) => unknown;
  /** Stops reading: whoever waits for an entry or its bytes gets `error`. */
  abort: (error: Error) => void;
  close: () => void;
};

export function openArchive(file: string): ArchiveReader {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No archive at ${file}.`);
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  const extract = tar.extract();
  let position = 'before its first entry';
  extract.on('entry', (header: { name: string }, stream: Entry) => {
    position = `inside ${header.name}`;
    stream.once('end', () => (position = `after ${header.name}`));
  });
  let failure: Error | undefined;
  const describe = (error: Error) => {
    // zlib's "unexpected end of file", or a tar whose last entry or end blocks are missing.
    const cutShort =
      (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ||
      error.message === 'Unexpected end of data';
    // Its size now: a file cut while it was being read says so too.
    const size = fs.existsSync(file) ? fs.statSync(file).size : 0;
    failure ??= new ArchiveDamagedError(
      cutShort
        ? `The archive is cut short (${size} bytes, ending ${position}): it was not written or copied completely. Restore a complete copy. ${NOTHING_CHANGED}`
        : `The archive is damaged: it cannot be read ${position} (${error.message}). ${NOTHING_CHANGED}`,
    );
    return failure;
  };
  // Every reading failure ends the extraction with the explained error, so that whoever waits for
  // an entry or its bytes hears of it at once.
  const fail = (error: Error) => extract.destroy(describe(error));
  source.on('error', fail);
  gunzip.on('error', fail);
  extract.on('error', (error: Error) => describe(error));
  source.pipe(gunzip).pipe(extract);
  const entries = extract[Symbol.asyncIterator]();
  const explain = (error: unknown) => failure ?? error;
  return {
    async next() {
      try {
        const step = await entries.next();
        return step.done ? null : step.value;
      } catch (error) {
        throw explain(error);
      }
    },
    explain,
    abort(error) {
      failure ??= error;
      extract.destroy(failure);
    },
    close() {
      source.destroy();
      gunzip.destroy();
      extract.destroy();
    },
  };
}

export async function readManifest(reader: ArchiveReader): Promise<BackupManifest> {
  let entry: Entry | null;
  try {
    entry = await reader.next();
  } catch (error) {
    if (error instanceof RestoreInterruptedError) throw error;
    if (
      error instanceof ArchiveDamagedError &&
      error.message.startsWith('The archive is cut short')
    )
      throw new RestoreRefusedError(error.message);
    throw new RestoreRefusedError(
      `This file is not a shop backup (not a readable tar.gz: ${(error as Error).message}). ${NOTHING_CHANGED}`,
    );
  }
  if (!entry || entry.header.name !== MANIFEST_ENTRY)
    throw new RestoreRefusedError(
      `This file is not a shop backup (it does not start with ${MANIFEST_ENTRY}). ${NOTHING_CHANGED}`,
    );
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of entry) chunks.push(chunk as Buffer);
  } catch (error) {
    const explained = reader.explain(error);
    if (explained instanceof RestoreInterruptedError) throw explained;
    throw new RestoreRefusedError((explained as Error).message);
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    json = null;
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format === ARCHIVE_FORMAT && typeof format.version === 'number' && format.version > 1)
    throw new RestoreRefusedError(
      `This archive has format version ${format.version}, made by a newer version of the shop. Upgrade the shop, then restore again. ${NOTHING_CHANGED}`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefusedError(
      `This file is not a shop backup (its manifest is not valid: ${parsed.error.issues[0]?.message}). ${NOTHING_CHANGED}`,
    );
  return parsed.data;
}

/**
 * Reads the whole archive once before the target is touched, checking it as the load will: an
 * archive cut short or damaged anywhere is refused in the time it takes to read it, and nothing
 * (not even an embedded database) is created for it. The load checks again as it goes, for a file
 * that changes meanwhile.
 */
export async function verifyArchive(
  reader: ArchiveReader,
  manifest: BackupManifest,
  log: (message: string) => void,
) {
  log(`Checking the archive (${manifest.tables.length + manifest.files.length + 1} entries)…`);
  try {
    // The manifest, read already; its bytes must still be taken for the entries after it to come.
    const manifestEntry = await reader.next();
    if (manifestEntry) for await (const chunk of manifestEntry) void chunk;
    await loadEntries(reader, manifest, null);
  } catch (error) {
    if (error instanceof ArchiveDamagedError) throw new RestoreRefusedError(error.message);
    throw error;
  }
}

/** Reads the archive's data and files, checking each against the manifest; loads them unless `into` is null. */
export async function loadEntries(
  reader: ArchiveReader,
  manifest: BackupManifest,
  into: { client: pg.Client; staging: string } | null,
) {
  const tables = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
  const files = new Map(manifest.files.map((f) => [fileEntry(f.path), f]));
  const seen = new Set<string>();
  for (let entry = await reader.next(); entry; entry = await reader.next()) {
    const name = entry.header.name;
    if (seen.has(name))
      throw new ArchiveDamagedError(`The archive holds ${name} twice. ${NOTHING_CHANGED}`);
    seen.add(name);
    const table = tables.get(name);
    const file = files.get(name);
    if (table && !into) {
      await checkedCopy(reader, entry, null, table, name);
    } else if (table && into) {
      const { client } = into;
      const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const copy = client.query(
        copyFrom(`copy public.${client.escapeIdentifier(table.name)} (${columns}) from stdin`),
      );
      await checkedCopy(reader, entry, copy, table, name);
      if (copy.rowCount !== table.rows)
        throw new ArchiveDamagedError(
          `${name}: ${copy.rowCount} rows loaded, the manifest says ${table.rows}. ${NOTHING_CHANGED}`,
        );
    } else if (file && !into) {
      await checkedCopy(reader, entry, null, file, name);
    } else if (file && into) {
      const target = path.join(into.staging, ...file.path.split('/'));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await checkedCopy(reader, entry, fs.createWriteStream(target), file, name);
    } else {
      throw new ArchiveDamagedError(
        `The archive holds ${name}, which its manifest does not list. ${NOTHING_CHANGED}`,
      );
    }
  }
  const missing = [...tables.keys(), ...files.keys()].filter((name) => !seen.has(name));
  if (missing.length)
    throw new ArchiveDamagedError(
      `The archive is incomplete: ${missing.length} entries are missing (${missing.slice(0, 3).join(', ')}…). ${NOTHING_CHANGED}`,
    );
}

/**
 * Streams one entry into `target` (or nowhere), then checks its size and SHA-256 against the manifest. A target
 * left open would hang the restore: a COPY that is never ended holds its connection, and the
 * rollback waits behind it forever. So a failure destroys it (a COPY then sends CopyFail).
 */
async function checkedCopy(
  reader: ArchiveReader,
  entry: Entry,
  target: Writable | null,
  expected: { bytes: number; sha256: string },
  name: string,
) {
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const data of entry) {
      const chunk = data as Buffer;
      hash.update(chunk);
      bytes += chunk.length;
      if (target && !target.write(chunk)) await once(target, 'drain');
    }
    if (target) {
      target.end();
      await finished(target);
    }
  } catch (error) {
    target?.on('error', () => undefined);
    target?.destroy(error as Error);
    throw reader.explain(error);
  }
  if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256)
    throw new ArchiveDamagedError(
      `${name} does not match the manifest (the archive is damaged). ${NOTHING_CHANGED}`,
    );
}
