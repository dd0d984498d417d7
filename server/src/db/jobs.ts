import PgBoss from 'pg-boss';
import type { Database } from './client.js';

/**
 * Jobs in PostgreSQL (pg-boss 10), on the embedded PGlite and on a real PostgreSQL alike, through
 * the database the server already has (pg-boss's `db` option): no second pool, no process of its
 * own. A job is stored when sent and stays until a worker of any server process completes it, so
 * a job due while every process was down runs after the next start. See docs/decisions.md, "Timers".
 */

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds: number;
  log: { error(obj: object, msg: string): void };
};

export type SendOptions = {
  /** Not before then. */
  startAfter: Date;
  /** A job with the same key still waiting makes this one a no-op (the queue's `short` policy). */
  singletonKey: string;
};

export interface JobQueue {
  /** Creates the queue if missing and runs `handle` for each of its jobs, one at a time per process. */
  work<T extends object>(queue: string, handle: (data: T) => Promise<void>): Promise<void>;
  send(queue: string, data: object, options: SendOptions): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for handlers running now, then gives their jobs back. */
  stop(timeoutMs: number): Promise<void>;
}

export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Cron schedules are not used; maintenance (expiring and archiving jobs) is.
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (err: Error) => options.log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    // `short`: one waiting job per singleton key. A failed handler is retried with back-off.
    await boss.createQueue(queue, { name: queue, policy: 'short', retryLimit: 10, retryDelay: 5, retryBackoff: true });
    created.add(queue);
  };
  return {
    async work(queue, handle) {
      await ensureQueue(queue);
      await boss.work(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handle(job.data as never);
      });
    },
    async send(queue, data, { startAfter, singletonKey }) {
      await ensureQueue(queue);
      await boss.send(queue, data, { startAfter, singletonKey });
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
