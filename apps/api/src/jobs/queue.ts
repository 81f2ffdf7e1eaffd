import PgBoss from 'pg-boss';
import { jobDefinitions, type JobName, type JobPayload } from './definitions';

export type JobHandler<N extends JobName> = (
  payload: JobPayload<N>,
  meta: { id: string },
) => Promise<void>;
export type JobHandlers = { [N in JobName]?: JobHandler<N> };

/** pg-boss moves the work; state that users see (progress, results) lives in our own tables. */
export function createJobQueue(
  connectionString: string,
  log: (msg: string, err?: unknown) => void,
) {
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'vesta-jobs' });
  let stopping = false;
  boss.on('error', (err) => {
    // While stopping, a connection that PostgreSQL closes under pg-boss is expected, not news.
    if (stopping && isShutdownError(err)) return;
    log('job queue error', err);
  });
  let started: Promise<unknown> | undefined;

  const ensureStarted = async () => {
    started ??= boss.start().then(async () => {
      for (const name of Object.keys(jobDefinitions)) await boss.createQueue(name);
    });
    await started;
  };

  return {
    start: ensureStarted,
    async send<N extends JobName>(
      name: N,
      payload: JobPayload<N>,
      options: PgBoss.SendOptions = {},
    ) {
      await ensureStarted();
      return boss.send(name, jobDefinitions[name].parse(payload) as object, options);
    },
    async schedule<N extends JobName>(
      name: N,
      cron: string,
      payload: JobPayload<N>,
      options: PgBoss.ScheduleOptions = {},
    ) {
      await ensureStarted();
      await boss.schedule(name, cron, jobDefinitions[name].parse(payload) as object, {
        ...options,
        tz: 'UTC',
      });
    },
    /** How many jobs of this name wait to be picked up (not those running or waiting to retry). */
    async waiting(name: JobName): Promise<number> {
      await ensureStarted();
      return (await boss.getQueueSize(name, { before: 'retry' })) ?? 0;
    },
    /** Stops a recurring job (a schedule turned off in the settings). */
    async unschedule(name: JobName) {
      await ensureStarted();
      await boss.unschedule(name);
    },
    /** Consumes the named jobs in this process. */
    async work(handlers: JobHandlers) {
      await ensureStarted();
      for (const [name, handler] of Object.entries(handlers) as [JobName, JobHandler<JobName>][]) {
        await boss.work<unknown>(name, async (jobs) => {
          for (const job of jobs)
            await handler(jobDefinitions[name].parse(job.data), { id: job.id });
        });
      }
    },
    async stop() {
      if (!started) return;
      stopping = true;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}

/** PostgreSQL closing a connection as it shuts down (57P01 admin_shutdown, 57P03 cannot_connect_now). */
function isShutdownError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '57P01' || code === '57P03';
}

export type JobQueue = ReturnType<typeof createJobQueue>;
