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
    return `Port ${port ?? ''} is already in use: another program (or another copy of the shop) is listening there. Set PORT to a free port.`.replace(
      'Port  ',
      'The port ',
    );
  }
  if (code === 'EACCES') return `Permission denied: ${(err as Error).message}`;
  return null;
}

export function exitWithStartupError(err: unknown, what: string): never {
  const explained = explainStartupError(err);
  if (explained) console.error(`\n✖ ${what}: ${explained}\n`);
  else console.error(`\n✖ ${what}:`, err);
  process.exit(1);
}

/** Runs `cleanup` once on SIGINT/SIGTERM, then exits; a second signal or a hang forces the exit. */
export function onShutdownSignal(cleanup: () => Promise<void>, timeoutMs = 20_000) {
  let shuttingDown = false;
  const handler = (signal: NodeJS.Signals) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    console.info(`\n${signal} received: shutting down…`);
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
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
