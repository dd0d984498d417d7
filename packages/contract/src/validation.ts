/** Rules of spec §5 shared by the console's forms and the server's checks (one place each). */

export type PhoneProblem = 'phoneEmpty' | 'phoneLength' | 'phoneFormat';

/** A mobile number: 11 digits starting 13–19 (docs/decisions.md: landlines are refused too). */
export function phoneProblem(value: string | null | undefined): PhoneProblem | null {
  const v = (value ?? '').trim();
  if (!v) return 'phoneEmpty';
  if (v.length !== 11) return 'phoneLength';
  if (!/^1[3-9]\d{9}$/.test(v)) return 'phoneFormat';
  return null;
}

/** Spec §5 emptiness: booleans and numbers never; empty arrays, objects, null, undefined, '', 'null', 'undefined' always. */
export function isEmptyValue(value: unknown): boolean {
  if (typeof value === 'boolean' || typeof value === 'number') return false;
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  const s = String(value);
  return s === '' || s === 'null' || s === 'undefined';
}

/** A link is external when it starts with http:// or https://. */
export const isExternalLink = (path: string) => /^https?:\/\//i.test(path);

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
