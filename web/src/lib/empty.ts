/** What an empty cell or field shows, on every screen. */
export const EMPTY = '—';

/** The text, or the empty mark when there is none. */
export function orEmpty(value: string | null | undefined): string {
  return value || EMPTY;
}
