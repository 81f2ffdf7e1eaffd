import { z } from 'zod';

/**
 * What a backup archive says about itself: its first entry (`manifest.json`), read before anything
 * is changed. The rest of the archive is `db/<table>.copy` (PostgreSQL COPY text, in an order that
 * puts every table after the tables it references) and `files/<folder>/<path>`.
 */
export const ARCHIVE_FORMAT = 'vesta-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

/** The stored-file folders of DATA_DIR a backup holds, by the name used inside the archive. */
export const FILE_FOLDERS = ['uploads', 'private-uploads'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a plain lower-case SQL name');
/** A relative path inside one of the file folders: no `..`, no absolute paths, no odd characters. */
const filePath = z
  .string()
  .regex(/^(uploads|private-uploads)\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/)
  .refine((p) => !p.split('/').some((part) => part === '..' || part === '.'), 'no . or ..');

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  /** The moment of the database snapshot (the files were gathered around it). */
  created_at: z.iso.datetime({ offset: true }),
  schema: z.object({
    /** How many migrations the database had applied. */
    migrations: z.number().int().min(1),
    /** The last one's tag (its file name), when the code that made the archive knew it. */
    last: z.string().nullable(),
    /** The last one's journal time, as drizzle records it. */
    last_created_at: z.number().int(),
  }),
  postgres_version: z.string(),
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
  sequences: z.array(z.object({ name: identifier, last_value: z.string().regex(/^-?\d+$/) })),
  files: z.array(z.object({ path: filePath, bytes: z.number().int().min(0), sha256 })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export const tableEntry = (table: string) => `db/${table}.copy`;
export const fileEntry = (file: string) => `files/${file}`;
