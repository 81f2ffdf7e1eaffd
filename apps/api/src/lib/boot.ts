import { ConfigError } from '../config/env';
import { DatabaseUnreachableError } from '../db/connect';
import { EmbeddedPostgresError } from '../db/embedded';

/** Start-up problems a person can fix get one clear sentence, not a stack trace. */
export function explainStartupError(err: unknown): string | null {
  if (
    err instanceof ConfigError ||
    err instanceof EmbeddedPostgresError ||
    err instanceof DatabaseUnreachableError
  ) {
    return err.message;
  }
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    const port = (err as { port?: number }).port;
    const which = port === undefined ? 'The port' : `Port ${port}`;
    return `${which} is already in use: another program (or another copy of the shop) is listening there. Set PORT to a free port.`;
  }
  if (code === 'EACCES') return `Permission denied: ${(err as Error).message}`;
  return null;
}

/** The exit code that asks the launcher (scripts/supervise.mjs) to start the shop again. */
export const RESTART_EXIT_CODE = 3;

let restarting = false;

/**
 * The shop's embedded PostgreSQL died: the process ends with the restart code whatever fails on the
 * way out (pools, pg-boss and requests in flight all lose their connections at once, some of them
 * as unhandled rejections). The clean-up gets `timeoutMs`: with the database gone it can save
 * nothing but the answers to requests in flight (a stuck job or pool once held the exit for 3 s).
 */
export function exitForRestart(cleanup: () => Promise<void>, timeoutMs = 2000) {
  if (restarting) return;
  restarting = true;
  process.exitCode = RESTART_EXIT_CODE;
  const oneLine = (err: unknown) =>
    console.error(`While restarting: ${err instanceof Error ? err.message : String(err)}`);
  process.on('uncaughtException', oneLine);
  process.on('unhandledRejection', oneLine);
  const exit = () => process.exit(RESTART_EXIT_CODE);
  setTimeout(exit, timeoutMs);
  cleanup().then(exit, exit);
}

export function exitWithStartupError(err: unknown, what: string): never {
  // A start cut short by its database dying is not a problem for a person to fix.
  if (restarting) process.exit(RESTART_EXIT_CODE);
  const explained = explainStartupError(err);
  if (explained) console.error(`\n✖ ${what}: ${explained}\n`);
  else console.error(`\n✖ ${what}:`, err);
  process.exit(1);
}

/**
 * Runs `cleanup` once on SIGINT, SIGTERM or SIGHUP (a closed terminal), then exits; a second signal
 * or a hang forces the exit. The launcher allows 15 s before it kills the process, so the clean-up
 * gets 12. Returns the same stop for other reasons (`message` is printed).
 */
export function onShutdownSignal(cleanup: () => Promise<void>, timeoutMs = 12_000) {
  let shuttingDown = false;
  const stop = (message: string) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    console.info(message);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, timeoutMs).unref();
    cleanup().then(
      () => process.exit(0),
      (err) => {
        console.error('Error during shutdown:', err);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => stop(`\n${signal} received: shutting down…`));
  return stop;
}
