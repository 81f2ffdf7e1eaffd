import { createAccountList } from './account-list';
import { createAccountUpdate } from './account-update';
import { createAccountWrites } from './account-writes';
import { createAccountsContext, type AccountsDeps } from './accounts.context';
import { createOwnPassword } from './own-password';
import { createPasswordReset } from './password-reset';

/**
 * Accounts as the admin area manages them, one's own password and the operator's reset. An admin
 * never removes their own access, and the last active admin can never be deleted, deactivated or
 * demoted. Deactivation, a change of roles or of password signs the user out everywhere at once.
 * Each use case lives in its own file; this puts them together over dependencies built once.
 */
export function createAccountsService(deps: AccountsDeps) {
  const ctx = createAccountsContext(deps);
  return {
    ...createAccountList(ctx),
    ...createAccountUpdate(ctx),
    ...createAccountWrites(ctx),
    ...createOwnPassword(ctx),
    ...createPasswordReset(ctx),
  };
}
