import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImportCounts } from '@shop/contract';
import { importStateEnum, importTypeEnum } from './enums';
import { users } from './users';

/** Import tool tasks: progress, status text, result and cancellation live here; pg-boss moves the work. */
export const importTasks = pgTable(
  'import_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: importTypeEnum('type').notNull(),
    query: text('query'),
    domain: text('domain', { enum: ['kz', 'ru', 'by'] })
      .notNull()
      .default('kz'),
    limit: integer('limit').notNull().default(20),
    page: integer('page'),
    /** Lamoda's own split the search is made in (gender_section); null: all sections. */
    genderSection: text('gender_section', { enum: ['women', 'men'] }),
    saveToDatabase: boolean('save_to_database').notNull().default(false),
    /** The items this task creates start active; false: as drafts. A re-import never changes one. */
    publish: boolean('publish').notNull().default(true),
    state: importStateEnum('state').notNull().default('PENDING'),
    statusText: text('status_text'),
    progress: integer('progress').notNull().default(0),
    /** The work done so far (found, read, pictures, saved), written as it goes; null before it starts. */
    counts: jsonb('counts').$type<ImportCounts>(),
    result: jsonb('result'),
    traceback: text('traceback'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    worker: text('worker'),
    /** Touched by the running worker; a PROGRESS task whose heartbeat stops is swept to FAILURE. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    jobId: text('job_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_tasks_state_idx').on(t.state, t.createdAt)],
);
