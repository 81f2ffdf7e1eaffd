import { describe, expect, it } from 'vitest';
import { isStrongEnoughPassword, isValidEmail, registerBodySchema, tokenFormSchema } from './auth';
import { adminLandingPath, hasPanelAccess, worksOrders } from './roles';

describe('email and password rules', () => {
  it('accepts simple addresses and refuses the rest', () => {
    expect(isValidEmail('aliya@vesta.kz')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.com')).toBe(true);
    for (const bad of ['', 'aliya', 'aliya@', '@vesta.kz', 'aliya@vesta', 'ali ya@vesta.kz']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('wants at least 8 characters of password', () => {
    expect(isStrongEnoughPassword('1234567')).toBe(false);
    expect(isStrongEnoughPassword('12345678')).toBe(true);
    expect(isStrongEnoughPassword('        ')).toBe(false);
    expect(isStrongEnoughPassword(' \t \n    ')).toBe(false);
  });

  it('normalises emails on the wire', () => {
    expect(registerBodySchema.parse({ email: '  Aliya@Vesta.KZ ', password: 'x' }).email).toBe(
      'aliya@vesta.kz',
    );
    expect(tokenFormSchema.parse({ username: 'A@B.KZ', password: 'x' }).username).toBe('a@b.kz');
  });
});

describe('admin entry', () => {
  it('leads admins to users, managers to orders, moderators to items, nobody else anywhere', () => {
    expect(adminLandingPath({ is_admin: true, is_moderator: true })).toBe('/admin/users');
    expect(adminLandingPath({ is_admin: false, is_moderator: true, is_manager: true })).toBe(
      '/admin/orders',
    );
    expect(hasPanelAccess({ is_admin: false, is_moderator: false, is_manager: true })).toBe(true);
    expect(worksOrders({ is_admin: false, is_moderator: true })).toBe(false);
    expect(worksOrders({ is_admin: false, is_moderator: false, is_manager: true })).toBe(true);
    expect(adminLandingPath({ is_admin: false, is_moderator: true })).toBe('/admin/items');
    expect(adminLandingPath({ is_admin: false, is_moderator: false })).toBeNull();
    expect(hasPanelAccess({ is_admin: false, is_moderator: true })).toBe(true);
    expect(hasPanelAccess(null)).toBe(false);
  });
});
