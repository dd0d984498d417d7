/**
 * The entry of the Excel worker threads (excel-pool.ts): one task per call, by name. Inputs and
 * results are plain data, cloned between threads; refusals come back as values, since an error
 * thrown here would lose its class on the way.
 */
import { listWorkbook, templateWorkbook } from './excel-books.js';
import { readProjectRows, type ImportRead } from './excel-read.js';

function readImport({ data, maxRows }: { data: Uint8Array; maxRows: number }): Promise<ImportRead> {
  // Cloning turned the Buffer into a plain Uint8Array; this views the same memory.
  return readProjectRows(Buffer.from(data.buffer, data.byteOffset, data.byteLength), maxRows);
}

const tasks = { readImport, listWorkbook, templateWorkbook };
export type ExcelTasks = typeof tasks;
export type ExcelTask<K extends keyof ExcelTasks> = { name: K; input: Parameters<ExcelTasks[K]>[0] };

export default function run<K extends keyof ExcelTasks>({ name, input }: ExcelTask<K>) {
  return (tasks[name] as (input: ExcelTask<K>['input']) => ReturnType<ExcelTasks[K]>)(input);
}
