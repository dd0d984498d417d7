import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { busy } from '../../errors.js';
import type { ExcelTask, ExcelTasks } from './excel-worker.js';

/**
 * Run from TypeScript sources (tsx, Vitest), the worker is a .ts file that its thread can load
 * only through tsx (workers/typescript.mjs); the build (`npm start`) compiles it to .js here.
 */
const fromSources = import.meta.url.endsWith('.ts');
const worker = new URL(`./excel-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href;

/**
 * The threads that read and build workbooks (excel-worker.ts), so that parsing an upload or
 * building an export never holds the request loop. Bounded: at most `threads` tasks run (one
 * per core, two at most), at most `queue` wait, and a task beyond that is refused with 503
 * rather than left to pile up. Threads start on demand and stop after a minute idle.
 */
export function createExcelPool({ threads = Math.min(2, availableParallelism()), queue = 8 } = {}) {
  const pool = new Piscina({
    filename: fromSources ? new URL('../../workers/typescript.mjs', import.meta.url).href : worker,
    workerData: { entry: worker },
    minThreads: 0,
    maxThreads: threads,
    maxQueue: queue,
    idleTimeout: 60_000,
    // Tasks await streams; a thread must not sleep on Atomics between them.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return {
    async run<K extends keyof ExcelTasks>(
      name: K,
      input: ExcelTask<K>['input'],
    ): Promise<Awaited<ReturnType<ExcelTasks[K]>>> {
      if (pool.queueSize >= queue) throw busy('tooManyRequests');
      return pool.run({ name, input } satisfies ExcelTask<K>);
    },
    /** Lets the tasks in flight finish, then stops the threads. */
    close: () => pool.close(),
  };
}
export type ExcelPool = ReturnType<typeof createExcelPool>;
