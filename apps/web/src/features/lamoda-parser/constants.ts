/**
 * The import tool's timings and display limits, in one place. Tests drive them with fake timers.
 */

/** A running task's status is asked for this often. */
export const TASK_POLL_INTERVAL_MS = 2_000;
/**
 * A task still running after this long is not given up on: the server goes on with it, so its card
 * says so and keeps following it, asking every LONG_TASK_POLL_INTERVAL_MS, until it ends.
 */
export const TASK_LONG_RUNNING_MS = 300_000;
/** A long task's status is asked for this often. */
export const LONG_TASK_POLL_INTERVAL_MS = 10_000;
/** The running list (elapsed times) and the server's active tasks refresh this often. */
export const UI_REFRESH_MS = 3_000;

/** Result cards show this many products, then «И ещё N товаров…». */
export const RESULT_PREVIEW_COUNT = 6;
/** The result card's list of catalogue changes shows this many, then «И ещё N товаров». */
export const CHANGES_SHOWN = 50;
/** The analytics tab's top brands and categories. */
export const STATS_TOP = 5;
/** The page range of «Парсинг по страницам» starts tasks one per page, at most this many at once. */
export const MAX_PAGES_PER_RUN = 20;
