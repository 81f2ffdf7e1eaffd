import { exitWithStartupError } from '../lib/boot';
import { emailAndPassword, withServices } from './with-services';
import { runFromInvocationDir } from '../lib/invocation-dir';

/**
 * `npm run reset-password -- --email E --password P`: sets a new password for an existing account,
 * keeps its roles, and signs it out everywhere.
 */
async function main() {
  runFromInvocationDir();
  const { email, password } = emailAndPassword('reset-password');
  const found = await withServices(({ accounts }) => accounts.resetPassword(email, password));
  if (!found) {
    console.error(`There is no account with the email ${email}.`);
    process.exit(1);
  }
  console.info(`The password of ${email} is changed; every session of it is signed out.`);
}

main().catch((err) => exitWithStartupError(err, 'reset-password failed'));
