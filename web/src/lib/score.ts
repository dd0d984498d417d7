import { EMPTY } from './empty';

/**
 * A score that is computed (a scorer's total, an average, a project's score): always two decimals,
 * on every screen (issue 14: 7.00 in one place, 7 in another). Single criterion marks, typed as
 * whole numbers, show as typed.
 */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : value.toFixed(2);
}
