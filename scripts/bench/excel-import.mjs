// A project import far over the row limit (issue 12, item 6): how long the built server takes to
// refuse it, its peak memory, and how long health probes sent one after another meanwhile wait.
// BENCH_IMPORT_ROWS sets the rows (1,000,000); BENCH_SERVER_ENTRY runs another build (the one
// before a change, to compare). The workbook is generated once and kept in the temp folder.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, log } from '../lib.mjs';
import { BASIC, signIn, startServer } from './server.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const RUNS = 2;
const ExcelJS = createRequire(join(ROOT, 'server/package.json'))('exceljs');

/** A workbook as Excel writes one: the sheet, then its shared strings table. */
async function workbook(rows) {
  const file = join(tmpdir(), `invest-bench-import-${rows}.xlsx`);
  if (existsSync(file)) return file;
  log(`writing a workbook of ${rows.toLocaleString('en')} rows`);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(`${file}.part`),
    useSharedStrings: true,
  });
  const sheet = book.addWorksheet('项目');
  sheet.addRow(['项目名称', '公司名称']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`批量${i}`, '公司']).commit();
  await book.commit();
  renameSync(`${file}.part`, file);
  return file;
}

/** The server's resident memory (Linux /proc), in MB: all its threads, the Excel workers included. */
function rss(pid) {
  return Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)[1]) / 1024);
}

const file = await workbook(ROWS);
const data = readFileSync(file);
const server = await startServer({}, process.env.BENCH_SERVER_ENTRY);
try {
  const token = await signIn(server.url, 'manager');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Tenant-Id': '000000' };
  console.log(
    `\n${ROWS.toLocaleString('en')} rows, ${(data.length / 1e6).toFixed(1)} MB; server RSS before: ${rss(server.pid)} MB`,
  );
  console.log('\n| run | answer | time to answer | health probes | slowest probe | median probe | peak RSS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (let run = 1; run <= RUNS; run++) {
    const form = new FormData();
    form.append('file', new Blob([data]), 'huge.xlsx');
    let done = false;
    const started = performance.now();
    const importing = fetch(`${server.url}/api/project/project/import`, { method: 'POST', headers, body: form })
      .then(async (res) => ({ status: res.status, msg: (await res.json()).msg }))
      .catch((err) => ({ status: 'no answer:', msg: err.cause?.message ?? err.message }))
      .then((answer) => {
        done = true;
        return { ...answer, elapsed: performance.now() - started };
      });
    // Probes go one after another; memory is sampled every 20 ms (VmHWM would also count start-up).
    let peak = rss(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 20);
    const waits = [];
    while (!done) {
      const sent = performance.now();
      await fetch(`${server.url}/api/health`);
      waits.push(performance.now() - sent);
    }
    clearInterval(sampler);
    const answer = await importing;
    waits.sort((a, b) => a - b);
    const ms = (n) => `${Math.round(n).toLocaleString('en')} ms`;
    console.log(
      `| ${run} | ${answer.status} ${answer.msg} | ${ms(answer.elapsed)} | ${waits.length} | ${ms(waits.at(-1))} | ` +
        `${ms(waits[Math.floor(waits.length / 2)])} | ${peak} MB |`,
    );
  }
} finally {
  await server.stop();
}
