import { sql, type SQL } from 'drizzle-orm';
import { CSV_IMPORT_STOCK_NOTE, type AuditAction, type AuditEntity } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditChanges = Record<string, [unknown, unknown]>;

/** One row to write; the actor's email is copied from the account in the same statement. */
export type AuditInsert = {
  actorId: number | null;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: number | null;
  changes: AuditChanges;
  ip: string | null;
};

export type AuditFilters = {
  entityType?: AuditEntity;
  entityId?: number;
  actorId?: number;
  action?: AuditAction;
  from?: Date;
  to?: Date;
};

export type AuditEntryRow = {
  id: string;
  at: Date | string;
  actor_id: number | null;
  actor_email: string | null;
  action: AuditAction;
  entity_type: AuditEntity;
  entity_id: number | null;
  changes: AuditChanges;
};

/**
 * The log as one list: its own rows, and the stock changes made by hand or by a product CSV file
 * (an import movement marked with the CSV note), read from `stock_movements` (the stock's
 * history) rather than written twice. Sales, cancels and the Lamoda import move stock too, but
 * they are the orders' and the import's doing, shown in the stock history.
 */
const entries = sql`(
  select 'a' || a.id as id, a.id as seq, 0 as kind, a.at, a.actor_id,
         coalesce(a.actor_email, u.email) as actor_email, a.action, a.entity_type, a.entity_id,
         a.changes
    from audit_log a left join users u on u.id = a.actor_id
  union all
  select 's' || m.id, m.id, 1, m.created_at, m.actor_id, u.email,
         case when m.reason = 'manual' then 'stock.adjust' else 'stock.import_csv' end, 'item', v.item_id,
         jsonb_build_object('stock.' || v.sku, jsonb_build_array(m.stock_after - m.delta, m.stock_after))
    from stock_movements m
    join item_variants v on v.id = m.variant_id
    left join users u on u.id = m.actor_id
   where m.reason = 'manual' or (m.reason = 'import' and m.note = ${CSV_IMPORT_STOCK_NOTE})
) e`;

function where(f: AuditFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.entityType) conditions.push(sql`e.entity_type = ${f.entityType}`);
  if (f.entityId !== undefined) conditions.push(sql`e.entity_id = ${f.entityId}`);
  if (f.actorId !== undefined) conditions.push(sql`e.actor_id = ${f.actorId}`);
  if (f.action) conditions.push(sql`e.action = ${f.action}`);
  if (f.from) conditions.push(sql`e.at >= ${f.from.toISOString()}`);
  if (f.to) conditions.push(sql`e.at <= ${f.to.toISOString()}`);
  return sql.join(conditions, sql` and `);
}

/** `audit_log`: only the audit module writes it. */
export function createAuditRepository() {
  return {
    async insert(row: AuditInsert, ex: DbOrTx): Promise<void> {
      await ex.insert(auditLog).values({
        actorId: row.actorId,
        actorEmail:
          row.actorId === null ? null : sql`(select email from users where id = ${row.actorId})`,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        changes: row.changes,
        ip: row.ip,
      });
    },

    async page(
      filters: AuditFilters,
      offset: number,
      limit: number,
      ex: DbOrTx,
    ): Promise<{ rows: AuditEntryRow[]; total: number }> {
      const condition = where(filters);
      const [rows, count] = await Promise.all([
        ex.execute<AuditEntryRow>(sql`
          select e.id, e.at, e.actor_id, e.actor_email, e.action, e.entity_type, e.entity_id, e.changes
            from ${entries} where ${condition}
           order by e.at desc, e.kind desc, e.seq desc
           limit ${limit} offset ${offset}`),
        ex.execute<{ total: number }>(
          sql`select count(*)::int as total from ${entries} where ${condition}`,
        ),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
