import { z } from 'zod';

/**
 * One problem of an import file: the sheet row as Excel numbers it (the header is row 1), the
 * column's heading and what is wrong, both in the caller's language.
 */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** The data of a refused import (HTTP 400): every problem found. Nothing was imported. */
export const importReport = z.object({ errors: z.array(importRowError) });
export type ImportReport = z.infer<typeof importReport>;

/** The data of an accepted import: how many projects were created. */
export const importResult = z.object({ count: z.number().int() });
export type ImportResult = z.infer<typeof importResult>;
