import { z } from 'zod';

/**
 * Text people type into the shop ends up in pages, the admin lists and emails (an order's
 * recipient is the first line of its emails). A line break in a one-line field forges lines of
 * an email or a log, and a bidi override or isolate (U+202A–U+202E, U+2066–U+2069) or a direction
 * mark shows its text in another order than it is stored (`\u202Egpj.exe` reads as `exe.jpg`).
 * So every field of one line refuses C0 and C1 controls (tab, line feed and carriage return
 * included), DEL, the Unicode line and paragraph separators, and the bidi controls; a field of
 * several lines (a review, a description, a comment) keeps line feeds, carriage returns and tabs
 * and refuses the rest.
 */
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const SEPARATORS = '\\u2028\\u2029';

export const SINGLE_LINE_PATTERN = new RegExp(
  `^[^\\u0000-\\u001F\\u007F-\\u009F${SEPARATORS}${BIDI_CONTROLS}]*$`,
);
export const MULTI_LINE_PATTERN = new RegExp(
  `^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${SEPARATORS}${BIDI_CONTROLS}]*$`,
);

export const SINGLE_LINE_MESSAGE =
  'Must be a single line without control or text-direction characters';
export const MULTI_LINE_MESSAGE = 'Must not contain control or text-direction characters';

type StringParams = Parameters<typeof z.string>[0];

/**
 * A trimmed text of one line (names, addresses, phone numbers, titles, search queries): every
 * single-line field of a request is one of these, bounded by the caller's `.max()`.
 */
export const singleLineText = (params?: StringParams) =>
  z.string(params).trim().regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE);

/** A trimmed text that may have several lines (reviews, descriptions, comments). */
export const multiLineText = (params?: StringParams) =>
  z.string(params).trim().regex(MULTI_LINE_PATTERN, MULTI_LINE_MESSAGE);
