import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploadKindEnum } from './enums';
import { users } from './users';

/**
 * Every file the server stored. The storage key is server-generated; only files recorded here are
 * ever deleted, so no client-supplied path reaches the file system.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: uploadKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.kind)],
);
