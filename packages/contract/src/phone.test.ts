import { describe, expect, it } from 'vitest';
import { orderContactSchema } from './checkout';
import { normalisePhone } from './profile';

describe('one stored form per phone number', () => {
  it('writes a Kazakh or Russian number as +7 and ten digits however it was typed', () => {
    for (const typed of [
      '7011234567',
      '87011234567',
      '77011234567',
      '+7 701 123 45 67',
      '+7 (701) 123-45-67',
      '8 701 123-45-67',
    ])
      expect(normalisePhone(typed), typed).toBe('+77011234567');
  });

  it('keeps other numbers with their plus, and leaves what is not a number to be refused', () => {
    expect(normalisePhone('+49 30 1234567')).toBe('+49301234567');
    expect(normalisePhone('1234567')).toBe('1234567');
    expect(normalisePhone('12-ab')).toBe('12ab');
  });

  it('stores the checkout phone in that form', () => {
    const parsed = orderContactSchema.parse({ name: 'Дана', phone: '7011234567' });
    expect(parsed.phone).toBe('+77011234567');
  });
});
