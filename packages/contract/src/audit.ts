import { z } from 'zod';
import { pageOf } from './paging';
import { PAGE_SIZE } from './constants';
import { rowIdParamSchema } from './ids';

/**
 * What the audit log records, one code per use case. `stock.adjust` and `stock.import_csv` are
 * not written to the log: they are stock movements made by hand or by a product CSV file, read
 * from the stock history into the same list.
 */
export const AUDIT_ACTIONS = [
  'item.create',
  'item.update',
  'item.status',
  'item.delete',
  'item.archive',
  'item.duplicate',
  'item.pictures',
  'item.variants',
  'stock.adjust',
  'stock.import_csv',
  'user.create',
  'user.update',
  'user.roles',
  'user.deactivate',
  'user.activate',
  'user.password',
  'user.delete',
  'order.status',
  'order.cancel',
  'order.refund',
  'order.cash_received',
  'promo.create',
  'promo.update',
  'settings.delivery',
  'settings.stock',
  'settings.rates',
  'import.start',
  'import.cancel',
  'import.finish',
  'backup.create',
  'backup.delete',
  'backup.restore',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * What an entry is about; settings, imports and backups have no id (an import task's id or an
 * archive's name is among the changes).
 */
export const AUDIT_ENTITIES = [
  'item',
  'user',
  'order',
  'settings',
  'import',
  'backup',
  'promo_code',
] as const;
export const auditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof auditEntitySchema>;

/** A value before or after a change, as the log keeps it: a short scalar or a list of them. */
const auditValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
]);
export type AuditValue = z.infer<typeof auditValueSchema>;

export const auditEntrySchema = z.object({
  /** `a<id>` for a row of the log, `s<id>` for a stock movement. */
  id: z.string(),
  at: z.string(),
  /** Null: the shop itself (a job) or an account deleted since (its email stays). */
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: auditActionSchema,
  entity_type: auditEntitySchema,
  entity_id: z.number().int().nullable(),
  /** Field by field, [before, after]; never a password, a token or a secret. */
  changes: z.record(z.string(), z.tuple([auditValueSchema, auditValueSchema])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first, filtered, a page with the total. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  entity_type: auditEntitySchema.optional(),
  entity_id: rowIdParamSchema.optional(),
  actor_id: rowIdParamSchema.optional(),
  action: auditActionSchema.optional(),
  /** Inclusive bounds, ISO dates or date-times. */
  date_from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  date_to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditQueryParsed = z.output<typeof auditQuerySchema>;

export const auditPageSchema = pageOf(auditEntrySchema).extend({
  page: z.number().int().positive(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
