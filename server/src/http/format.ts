import { invalid } from '../errors.js';

/** `yyyy-MM-dd HH:mm:ss` in the server's time zone: the wire format of every time. */
export function formatDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ` +
    `${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`
  );
}

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, read in the server's time zone. */
export function parseDateTime(value: string | undefined, field: string, endOfDay = false): Date | undefined {
  if (!value) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) throw invalid('invalidField', { field });
  const [, y, mo, d, h, mi, s] = m;
  const date = m[4]
    ? new Date(+y!, +mo! - 1, +d!, +h!, +mi!, +s!)
    : new Date(+y!, +mo! - 1, +d!, endOfDay ? 23 : 0, endOfDay ? 59 : 0, endOfDay ? 59 : 0);
  // Date rolls 2026-13-45 or 99:99:99 over into another day; such a value is a mistake, and far
  // enough past the edge (9999-99-99) it becomes a year PostgreSQL cannot read.
  const given = [+y!, +mo! - 1, +d!, ...(m[4] ? [+h!, +mi!, +s!] : [])];
  const read = [
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  ];
  if (given.some((v, i) => v !== read[i])) throw invalid('invalidField', { field });
  return date;
}
