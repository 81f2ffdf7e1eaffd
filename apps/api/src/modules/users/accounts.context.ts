import { isStrongEnoughPassword, isValidEmail } from '@shop/contract';
import type { Db } from '../../db/client';
import { can, type Actor } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/password-rules';
import { changesOf, type AuditRecord } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { ProfileService } from '../profile/profile.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UserRow } from './users.repository';
import type { UsersService } from './users.service';

/** What the accounts service is built from. */
export type AccountsDeps = {
  db: Db;
  users: UsersService;
  auth: AuthService;
  profile: ProfileService;
  rateLimits: RateLimitService;
};

const protectedAccount = (message: string, reason: 'own_account' | 'last_admin') =>
  new AppError('PROTECTED_ACCOUNT', 409, message, { reason });
export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'A user with this email already exists', {
    fields: [{ path: 'email', message: 'A user with this email already exists' }],
  });
export const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
  '23505';

export function checkEmail(email: string) {
  if (!isValidEmail(email))
    throw new AppError('INVALID_EMAIL', 400, 'The email address is not valid', {
      fields: [{ path: 'email', message: 'The email address is not valid' }],
    });
}
export function checkPassword(password: string) {
  if (!isStrongEnoughPassword(password))
    throw new AppError('WEAK_PASSWORD', 400, 'The password must have at least 8 characters', {
      fields: [{ path: 'password', message: 'The password must have at least 8 characters' }],
    });
  if (isCommonPassword(password))
    throw new AppError('COMMON_PASSWORD', 400, 'The password is one of the most used ones', {
      fields: [{ path: 'password', message: 'The password is one of the most used ones' }],
    });
}

/**
 * Refuses deleting or deactivating oneself, and removing the last active admin in any way
 * (deletion, deactivation, demotion). An admin may give up their own admin role while another
 * active admin remains (decision 077).
 */
export function guardAdmins(
  actor: NonNullable<Actor>,
  target: UserRow,
  removes: 'access' | 'admin role' | null,
  otherActiveAdmins: number,
) {
  if (!removes) return;
  if (target.id === actor.id && removes === 'access')
    throw protectedAccount('You cannot delete or deactivate yourself', 'own_account');
  if (target.isAdmin && target.isActive && otherActiveAdmins === 0)
    throw protectedAccount('The last active admin cannot be removed', 'last_admin');
}

/** The audit entry of an admin's change to an account: the gravest kind of change names it. */
export function accountChange(before: UserRow, after: UserRow, passwordSet: boolean) {
  const changes = {
    ...changesOf(before, after, ['email', 'isAdmin', 'isModerator', 'isManager', 'isActive']),
    ...(passwordSet && { password_reset: [false, true] as [unknown, unknown] }),
  };
  const action: AuditRecord['action'] =
    before.isActive !== after.isActive
      ? after.isActive
        ? 'user.activate'
        : 'user.deactivate'
      : before.isAdmin !== after.isAdmin ||
          before.isModerator !== after.isModerator ||
          before.isManager !== after.isManager
        ? 'user.roles'
        : passwordSet
          ? 'user.password'
          : 'user.update';
  return { action, entity: 'user' as const, entityId: after.id, changes };
}

/**
 * What every use case on accounts shares: its dependencies and an account as the admin area
 * shows it, with the rights the viewer has on it.
 */
export function createAccountsContext(deps: AccountsDeps) {
  const { users } = deps;

  async function present(row: UserRow, actor: NonNullable<Actor>, activeAdmins: number) {
    const lastAdmin = row.isAdmin && row.isActive && activeAdmins <= 1;
    // An orders manager reads customers and changes no account.
    const edits = can(actor, 'edit', { type: 'user', id: row.id });
    return {
      ...users.present(row),
      can_edit: edits,
      can_delete: edits && row.id !== actor.id && !lastAdmin,
      can_remove_admin: edits && row.isAdmin && !lastAdmin,
    };
  }

  return { ...deps, present };
}

export type AccountsContext = ReturnType<typeof createAccountsContext>;
