import type { JobQueue } from '../../db/jobs.js';
import type { FlowService, TimerJob } from './service.js';

/** The job queue of the workflow's timers. */
export const FLOW_TIMER_QUEUE = 'flow-timer';

/** How often the waiting timers are swept into jobs again, besides at start (a send lost after a commit). */
const SWEEP_MS = 10 * 60_000;

type Log = { error(obj: object, msg: string): void };

/**
 * Timers as jobs: each step's waiting timers are sent to the queue after commit (due at their
 * `expireAt`, one waiting job per instance, element and due time), this process works the queue,
 * and a sweep at start and then every few minutes sends jobs for every running instance's waiting
 * timers, covering jobs lost or never sent (a process that stopped between commit and send).
 * Answers the stop of the sweep.
 */
export async function startFlowTimers(flow: FlowService, queue: JobQueue, log: Log): Promise<() => void> {
  flow.useTimerScheduler(async (jobs) => {
    for (const job of jobs) {
      try {
        await queue.send(FLOW_TIMER_QUEUE, job, {
          startAfter: new Date(job.expireAt),
          singletonKey: `${job.tenantId}:${job.instanceId}:${job.elementId}:${job.expireAt}`,
        });
      } catch (err) {
        // The step is committed; the sweep sends the job again.
        log.error({ err, job }, 'scheduling a workflow timer failed');
      }
    }
  });
  await queue.work<TimerJob>(FLOW_TIMER_QUEUE, (job) => flow.fireTimer(job));
  const sweep = () => flow.sweepTimers().catch((err: unknown) => log.error({ err }, 'sweeping workflow timers failed'));
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
