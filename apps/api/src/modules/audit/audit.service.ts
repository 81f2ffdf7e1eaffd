import type {
  AuditAction,
  AuditEntity,
  AuditEntry,
  AuditPage,
  AuditQueryParsed,
} from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import {
  createAuditRepository,
  type AuditChanges,
  type AuditEntryRow,
  type AuditRepository,
} from './audit.repository';

/** One use case's entry: who, what, on which entity, and the fields it changed. */
export type AuditRecord = {
  actorId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | null;
  /** Field by field, [before, after]; an empty set means nothing changed and nothing is written. */
  changes?: Record<string, [unknown, unknown]>;
};

/** Names that never reach the log, whatever a caller passes: the log is read by every admin. */
const SECRET = /^(password|password_hash|.*token.*|.*secret.*|.*signature.*)$/i;
/** Money and rates are stored as exact decimal strings; the log keeps them as numbers. */
const DECIMAL = /^(price|compare_at_price|courier_price|free_above|rate)(\..+)?$/;
/** A long text (a description) is cut: the log says it changed, not the whole of it. */
const MAX_TEXT = 200;

/** `compareAtPrice` → `compare_at_price`; what follows a dot (`price.SKU-1`) names a part, as is. */
function snake(key: string) {
  const dot = key.indexOf('.');
  const [name, part] = dot < 0 ? [key, ''] : [key.slice(0, dot), key.slice(dot)];
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) + part;
}

function valueOf(field: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && DECIMAL.test(field) && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (Array.isArray(value)) return value.map((v) => valueOf(field, v));
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changes as the log keeps them: snake_case names, no secrets, no field left unchanged. */
function cleaned(changes: Record<string, [unknown, unknown]>): AuditChanges {
  const out: AuditChanges = {};
  for (const [key, [before, after]] of Object.entries(changes)) {
    const field = snake(key);
    if (SECRET.test(field.split('.')[0]!)) continue;
    const pair: [unknown, unknown] = [valueOf(field, before), valueOf(field, after)];
    if (!same(pair[0], pair[1])) out[field] = pair;
  }
  return out;
}

/**
 * The fields of `after` (those listed, or every one it has) whose values differ from `before`'s,
 * as the log keeps them; `after`'s undefined fields were not sent and are left out.
 */
export function changesOf(before: object, after: object, fields?: string[]): AuditChanges {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const pairs: Record<string, [unknown, unknown]> = {};
  for (const field of fields ?? Object.keys(a))
    if (a[field] !== undefined) pairs[field] = [b[field], a[field]];
  return cleaned(pairs);
}

const repo: AuditRepository = createAuditRepository();

/**
 * Writes one audit entry in the caller's transaction, so it commits or rolls back with the change
 * it describes. The address of the request, when there is one, goes with it. An entry that should
 * carry changes but has none (a save that changed nothing) is not written.
 */
export async function recordAudit(ex: DbOrTx, record: AuditRecord): Promise<void> {
  const changes = record.changes === undefined ? {} : cleaned(record.changes);
  if (record.changes !== undefined && !Object.keys(changes).length) return;
  await repo.insert(
    {
      actorId: record.actorId,
      action: record.action,
      entityType: record.entity,
      entityId: record.entityId ?? null,
      changes,
      ip: requestContext()?.ip ?? null,
    },
    ex,
  );
}

function entryOf(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    changes: row.changes as AuditEntry['changes'],
  };
}

/** A date alone means its whole day (UTC); a date-time is taken as given. */
function bound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (value.length > 10) return new Date(value);
  const day = new Date(`${value}T00:00:00.000Z`);
  return end ? new Date(day.getTime() + 86_400_000 - 1) : day;
}

/** The admins' reading of the log (who changed what and when): filtered, newest first, by page. */
export function createAuditService({ db }: { db: Db }) {
  return {
    /** Admins only: the route says so (the log has no owner to check). */
    async list(query: AuditQueryParsed): Promise<AuditPage> {
      const { rows, total } = await repo.page(
        {
          entityType: query.entity_type,
          entityId: query.entity_id,
          actorId: query.actor_id,
          action: query.action,
          from: bound(query.date_from, false),
          to: bound(query.date_to, true),
        },
        (query.page - 1) * query.limit,
        query.limit,
        db,
      );
      return { items: rows.map(entryOf), total, page: query.page };
    },
  };
}
