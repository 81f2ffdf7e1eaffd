import { describe, expect, it } from 'vitest';
import { assertCan, can, type Actor } from './access-policy';

const shopper: Actor = { id: 1, isAdmin: false, isModerator: false };
const moderator: Actor = { id: 2, isAdmin: false, isModerator: true };
const admin: Actor = { id: 3, isAdmin: true, isModerator: false };

describe('the access policy', () => {
  it('lets moderators change only their own items, admins any, shoppers and guests none', () => {
    const own = { type: 'item', ownerId: 2 } as const;
    const seeded = { type: 'item', ownerId: null } as const;
    expect(can(moderator, 'create', seeded)).toBe(true);
    expect(can(moderator, 'edit', own)).toBe(true);
    expect(can(moderator, 'delete', own)).toBe(true);
    expect(can(moderator, 'edit', seeded)).toBe(false);
    expect(can(moderator, 'delete', { type: 'item', ownerId: 3 })).toBe(false);
    expect(can(admin, 'edit', seeded)).toBe(true);
    expect(can(admin, 'delete', own)).toBe(true);
    expect(can(shopper, 'create', seeded)).toBe(false);
    expect(can(shopper, 'edit', { type: 'item', ownerId: 1 })).toBe(false);
    expect(can(null, 'edit', seeded)).toBe(false);
  });

  it('lets authors delete their comments and admins any; nobody else', () => {
    const mine = { type: 'comment', authorId: 1 } as const;
    expect(can(shopper, 'delete', mine)).toBe(true);
    expect(can(moderator, 'delete', mine)).toBe(false);
    expect(can(admin, 'delete', mine)).toBe(true);
    expect(can(null, 'delete', mine)).toBe(false);
    expect(can(admin, 'edit', mine)).toBe(false);
  });

  it('lets owners and admins change outfits', () => {
    const outfit = { type: 'outfit', ownerId: 1 } as const;
    expect(can(shopper, 'edit', outfit)).toBe(true);
    expect(can(moderator, 'edit', outfit)).toBe(false);
    expect(can(admin, 'delete', outfit)).toBe(true);
    expect(can(null, 'create', outfit)).toBe(false);
  });

  it('keeps accounts and the import tool to admins', () => {
    for (const resource of [{ type: 'user', id: 1 } as const, { type: 'import' } as const]) {
      expect(can(shopper, 'edit', resource)).toBe(false);
      expect(can(moderator, 'create', resource)).toBe(false);
      expect(can(admin, 'delete', resource)).toBe(true);
    }
  });

  it('shows and cancels orders for their owner and admins; only admins manage them', () => {
    const mine = { type: 'order', ownerId: 1 } as const;
    expect(can(shopper, 'view', mine)).toBe(true);
    expect(can(shopper, 'cancel', mine)).toBe(true);
    expect(can(shopper, 'manage', mine)).toBe(false);
    expect(can(moderator, 'view', mine)).toBe(false);
    expect(can(moderator, 'cancel', mine)).toBe(false);
    expect(can(admin, 'view', mine)).toBe(true);
    expect(can(admin, 'manage', { type: 'order', ownerId: null })).toBe(true);
    expect(can(null, 'view', mine)).toBe(false);
  });

  it('refuses with 403 FORBIDDEN and the given reason', () => {
    expect(() =>
      assertCan(shopper, 'delete', { type: 'comment', authorId: 9 }, 'Not yours'),
    ).toThrow(expect.objectContaining({ code: 'FORBIDDEN', status: 403, message: 'Not yours' }));
    expect(() => assertCan(admin, 'delete', { type: 'comment', authorId: 9 })).not.toThrow();
  });
});
