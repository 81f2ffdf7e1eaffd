import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';

/**
 * One written form per address, so that addresses which look alike are one account or none.
 * Without it `Ａlice@mail.kz` (full-width), `alice@mail.kz.` (a trailing dot), `аlice@mail.kz`
 * (a Cyrillic «а») and `al\u200Bice@mail.kz` (a zero-width space) registered as four accounts
 * that read the same in the admin list.
 *
 * - NFKC, then lower case: full-width and other compatibility forms become the plain letter.
 *   The dotted capital İ is lowered to a plain `i` (JavaScript lowers it to `i` plus a combining
 *   dot, which looks like `i` and is not), and a combining dot typed after `i` or `j` is dropped.
 * - Characters nobody sees are refused: controls, format characters (zero-width spaces and
 *   joiners, direction marks, the soft hyphen, the byte order mark) and other default-ignorables.
 * - The local part and each label of the domain are written in one script each (digits and
 *   punctuation belong to any): `аlice` mixing Cyrillic and Latin is refused, `алиса` is fine.
 * - A domain ending in a dot is refused (it names the same host as the one without).
 * - Quotes, parentheses and backslashes are refused (a quoted local part or a comment).
 * - A domain in Unicode is stored and shown in its ASCII form (punycode, as the URL standard's
 *   host parser writes it: `почта.рф` → `xn--80a1acny.xn--p1ai`), so a look-alike domain never
 *   reads as the real one.
 *
 * Whether the result is an address at all (`EMAIL_PATTERN`) stays the service's check, which
 * answers INVALID_EMAIL.
 */

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/**
 * A quoted local part (`"probe-a"@example.com`) and a comment (`probe-a(c)@example.com`) are legal
 * in RFC 5322 and name the same mailbox as `probe-a@example.com` at most servers: one mailbox
 * would hold several accounts. Nobody types them for a shop, so they are refused.
 */
const QUOTES_OR_COMMENTS = /["()\\]/;
/** The reason a shopper reads under the field (the forms show it as it is). */
export const EMAIL_QUOTES_MESSAGE =
  'Адрес почты не может содержать кавычки, скобки и обратную косую черту';

/** Scripts a letter may belong to; the scripts of China, Japan and Korea mix in one name. */
const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
];
const NO_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;

function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of text) {
    if (NO_SCRIPT.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return scripts;
}

/** Label separators a Unicode domain may be typed with (the URL standard maps them to a dot). */
const LABEL_SEPARATORS = /[.\u3002\uFF0E\uFF61]/;
const ASCII_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type EmailNormalisation = { ok: true; email: string } | { ok: false; message: string };

/** An address in its one written form, or why it is refused as a look-alike. */
export function normaliseEmail(input: string): EmailNormalisation {
  const value = input
    .trim()
    .normalize('NFKC')
    .replace(/\u0130/g, 'i')
    .toLowerCase()
    .replace(/([ij])\u0307/g, '$1')
    .normalize('NFKC');
  if (INVISIBLE.test(value))
    return { ok: false, message: 'The address must not contain invisible characters' };
  if (QUOTES_OR_COMMENTS.test(value)) return { ok: false, message: EMAIL_QUOTES_MESSAGE };

  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return { ok: true, email: value };
  const local = value.slice(0, at);
  let domain = value.slice(at + 1);

  if (LABEL_SEPARATORS.test(domain.slice(-1)))
    return { ok: false, message: 'The domain must not end with a dot' };
  const mixed = [local, ...domain.split(LABEL_SEPARATORS)].some((part) => scriptsOf(part).size > 1);
  if (mixed)
    return {
      ok: false,
      message: 'The name and each part of the domain must be written in one alphabet',
    };

  if (/[^\x20-\x7e]/.test(domain)) {
    let ascii = '';
    try {
      if (!/[/?#\\:@%[\]\s]/.test(domain)) ascii = new URL(`http://${domain}/`).hostname;
    } catch {
      ascii = '';
    }
    if (!ascii || !ascii.split('.').every((label) => ASCII_LABEL.test(label)))
      return { ok: false, message: 'The domain is not a valid international domain name' };
    domain = ascii;
  }
  return { ok: true, email: `${local}@${domain}` };
}

/**
 * Every email address a request carries (registration, sign-in, an admin's user form, and any
 * later form that takes one) goes through this schema.
 */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .transform((value, ctx) => {
    const result = normaliseEmail(value);
    if (result.ok) return result.email;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  })
  .pipe(z.string().max(EMAIL_MAX_LENGTH));
