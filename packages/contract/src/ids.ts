import { z } from 'zod';

/**
 * PostgreSQL's `integer`, the type of every id: a bigger number sent as an id is refused (400)
 * before it reaches SQL, where it would fail the query (500).
 */
export const PG_INT_MAX = 2_147_483_647;

/** A row's id in a JSON body. */
export const rowIdSchema = z.number().int().positive().max(PG_INT_MAX);
/** A row's id in a path or a query string. */
export const rowIdParamSchema = z.coerce.number().int().positive().max(PG_INT_MAX);

/** The rows a bulk action is asked to change: one page of a list at most. */
export const bulkIdsSchema = z.array(rowIdSchema).min(1).max(100);
