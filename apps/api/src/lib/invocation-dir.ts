/**
 * `npm run <command>` at the repository's root runs the API workspace's script inside apps/api;
 * relative paths a person typed (DATA_DIR=./data, an archive's name) mean the folder they typed
 * them in, which npm passes as INIT_CWD. Commands start there, as `npm start` does at the root.
 */
export function runFromInvocationDir() {
  const invokedIn = process.env.INIT_CWD;
  if (invokedIn && invokedIn !== process.cwd()) process.chdir(invokedIn);
}
