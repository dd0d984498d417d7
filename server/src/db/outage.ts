import { unavailableReason } from '../http/database-unavailable.js';

type Log = {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

/** How often a database that went away is tried, to notice (and log) that it is back. */
const PROBE_MS = 1000;

/**
 * Tracks whether the database answers, so an outage is logged once when it starts and once when it
 * ends, instead of once per failed request (thousands of lines a second under load).
 */
export function createOutageMonitor({ ping, log }: { ping: () => Promise<boolean>; log: Log }) {
  let downSince: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  let stopped = false;

  function markUp(): void {
    if (downSince === undefined) return;
    log.info({ downForMs: Date.now() - downSince }, 'database reachable again');
    downSince = undefined;
  }

  function scheduleProbe(): void {
    if (stopped || probe) return;
    probe = setTimeout(() => {
      probe = undefined;
      void ping().then((up) => (up ? markUp() : scheduleProbe()));
    }, PROBE_MS);
    probe.unref();
  }

  function markDown(error: unknown): void {
    if (downSince !== undefined) return;
    downSince = Date.now();
    log.error({ reason: unavailableReason(error) }, 'database unreachable: answering 503 until it is back');
    scheduleProbe();
  }

  return {
    /** A request failed because the database could not be reached. */
    failed: markDown,
    /** Readiness: pings the database now and records the answer. */
    async ready(): Promise<boolean> {
      const up = await ping();
      if (up) markUp();
      else markDown(new Error('the readiness ping got no answer in time'));
      return up;
    },
    stop(): void {
      stopped = true;
      clearTimeout(probe);
    },
  };
}
export type OutageMonitor = ReturnType<typeof createOutageMonitor>;
