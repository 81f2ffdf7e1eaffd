import { exitWithStartupError } from '../lib/boot';
import { emailAndPassword, withServices } from './with-services';
import { runFromInvocationDir } from '../lib/invocation-dir';

/**
 * `npm run create-admin -- --email E --password P`: creates an admin, or promotes (and
 * re-activates) an existing account, sets its password and signs it out everywhere.
 */
async function main() {
  runFromInvocationDir();
  const { email, password } = emailAndPassword('create-admin');
  await withServices(async ({ users, auth }) => {
    const { user, created } = await users.upsertAdmin(email, password);
    if (!created) await auth.revokeAllSessionsNow(user.id, 'promoted to admin');
    console.info(
      created
        ? `Admin ${user.email} created.`
        : `${user.email} is now an admin (password updated, account active, signed out everywhere).`,
    );
  });
}

main().catch((err) => exitWithStartupError(err, 'create-admin failed'));
