import { describe, expect, it } from 'vitest';
import { EMAIL_QUOTES_MESSAGE, emailSchema, normaliseEmail } from './email';

const normal = (value: string) => {
  const result = normaliseEmail(value);
  return result.ok ? result.email : null;
};

describe('one written form per email address', () => {
  it('maps full-width letters, capitals and the dotted İ onto the plain address', () => {
    expect(normal('  Aliya@Vesta.KZ ')).toBe('aliya@vesta.kz');
    expect(normal('Ａｌｉｙａ＠ｖｅｓｔａ．ｋｚ')).toBe('aliya@vesta.kz');
    expect(normal('İVAN@vesta.kz')).toBe('ivan@vesta.kz');
    expect(normal('i\u0307van@vesta.kz')).toBe('ivan@vesta.kz');
  });

  it('refuses invisible characters, a trailing dot and mixed alphabets', () => {
    for (const lookAlike of [
      'al\u200Biya@vesta.kz',
      'aliya\u2060@vesta.kz',
      'ali\u00ADya@vesta.kz',
      'aliya@vesta.kz.',
      'aliya@vesta.kz\uFF0E',
      '\u0430liya@vesta.kz',
      'aliya@v\u0435sta.kz',
      'aliya@vesta.\u043Az',
    ])
      expect(normal(lookAlike), JSON.stringify(lookAlike)).toBeNull();
  });

  it('refuses a quoted local part and a comment, with the reason a shopper reads', () => {
    for (const alias of [
      '"probe-a"@example.com',
      'probe-a(c)@example.com',
      '(c)probe-a@example.com',
      'probe\\-a@example.com',
    ]) {
      const result = normaliseEmail(alias);
      expect(result, alias).toEqual({ ok: false, message: EMAIL_QUOTES_MESSAGE });
    }
    const parsed = emailSchema.safeParse('"probe-a"@example.com');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/кавычки/);
  });

  it('keeps one alphabet per part, and writes a Unicode domain in punycode', () => {
    expect(normal('Иван@Почта.РФ')).toBe('иван@xn--80a1acny.xn--p1ai');
    expect(normal('ivan@почта.рф')).toBe('ivan@xn--80a1acny.xn--p1ai');
    expect(normal('ivan@münchen.de')).toBe('ivan@xn--mnchen-3ya.de');
    expect(normal('first.last+tag@mail-1.example.com')).toBe('first.last+tag@mail-1.example.com');
  });

  it('leaves what is not an address for the service to refuse as INVALID_EMAIL', () => {
    expect(normal('aliya')).toBe('aliya');
    expect(normal('ali ya@vesta.kz')).toBe('ali ya@vesta.kz');
  });

  it('bounds the address after conversion', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(240)}@почта.рф`).success).toBe(false);
    expect(emailSchema.safeParse('a@b.kz').success).toBe(true);
  });
});
