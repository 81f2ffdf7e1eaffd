import { z } from 'zod';

/**
 * Every paged list answers the same shape: its rows as `items` and how many rows match in all as
 * `total`, so the web reads any page with one piece of code. A list adds what only it knows
 * (its page number, a setting) with `.extend`.
 */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    items: z.array(row),
    total: z.number().int().nonnegative(),
  });
}

/** A page of rows as the web reads it: the rows and how many match in all. */
export type Page<Row> = { items: Row[]; total: number };
