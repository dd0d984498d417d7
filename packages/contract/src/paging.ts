import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';

/** `current` from 1; `ascs`/`descs` are comma lists checked against each endpoint's whitelist. */
export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  ascs: z.string().max(200).optional(),
  descs: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
    /** The total is a lower bound: more rows match than were counted (the page shows "1,000+"). */
    totalCapped: z.boolean().optional(),
  });

export type Page<T> = {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  totalCapped?: boolean;
};
