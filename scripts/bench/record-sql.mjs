// Preloaded into the server by the pipeline benchmark (NODE_OPTIONS=--import): appends every
// read statement the server sends to PostgreSQL, with its parameters, to BENCH_SQL_LOG as one
// JSON line each, so that the benchmark can EXPLAIN exactly what the console ran.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_LOG;
const query = pg.Client.prototype.query;
const seen = new Set();

pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const params = Array.isArray(values) ? values : config?.values;
  if (file && typeof text === 'string' && /^\s*select\b/i.test(text)) {
    const line = JSON.stringify({ text, values: params ?? [] });
    if (!seen.has(line)) {
      seen.add(line);
      appendFileSync(file, `${line}\n`);
    }
  }
  return query.call(this, config, values, callback);
};
