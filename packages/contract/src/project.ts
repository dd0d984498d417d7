import { z } from 'zod';
import { idList, idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

export { STAGE, IN_PROGRESS_STAGES, INVESTED_STAGES, READ_ONLY_STAGES, allowedNextStages } from './pipeline.js';

export const projectRecord = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  companyName: z.string(),
  industry: z.string(),
  region: z.string(),
  round: z.string(),
  stage: z.number().int(),
  source: z.string(),
  isKey: z.number().int(),
  fundId: z.string(),
  fundName: z.string(),
  /** The currency of its fund ('' without one): the invested amount is in ten thousands of it. */
  fundCurrency: z.string(),
  managerId: z.string(),
  managerName: z.string(),
  /** Planned investment range and valuation, 万元. */
  amountMin: z.number().nullable(),
  amountMax: z.number().nullable(),
  valuation: z.number().nullable(),
  shareRatio: z.number().nullable(),
  investedAmount: z.number().nullable(),
  description: z.string(),
  /** Average of the committee's scores; null when no one has scored, or the caller has not (blind scoring). */
  score: z.number().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ProjectRecord = z.infer<typeof projectRecord>;

/** Small integers (at most 9 digits each: a larger one overflows the integer column it is compared with). */
const intList = z
  .string()
  .max(100)
  .regex(/^\d{1,9}(,\d{1,9})*$/)
  .transform((s) => s.split(',').map(Number));

/**
 * The project list's filters: the page, unpaged list and export calls take them, and the list's
 * own address carries them (`/project/list?stage=1,2,3`, the home page's links). Numbers are
 * typed as the console sends them; the server coerces the query string.
 */
export const projectFilters = z.object({
  /** Name or company name contains. */
  keyword: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  companyName: z.string().max(200).optional(),
  industry: z.string().max(16).optional(),
  /** One stage or a comma list. */
  stage: intList.optional(),
  round: z.string().max(16).optional(),
  fundId: idSchema.optional(),
  managerId: idSchema.optional(),
  isKey: z.coerce.number<number>().int().min(0).max(1).optional(),
  /** Projects whose planned range meets [amountFrom, amountTo], 万元. */
  amountFrom: z.coerce.number<number>().min(0).optional(),
  amountTo: z.coerce.number<number>().min(0).optional(),
  /** `yyyy-MM-dd` (or a full time). */
  createTimeFrom: z.string().max(19).optional(),
  createTimeTo: z.string().max(19).optional(),
});
export type ProjectFilters = z.input<typeof projectFilters>;

export const projectQuery = pageQuery.extend(projectFilters.shape);
export type ProjectQuery = z.infer<typeof projectQuery>;

const money = z.number().min(0).max(1e12).nullable().optional();

export const projectSubmit = z
  .object({
    id: idSchema.optional(),
    name: z.string().trim().min(1).max(100),
    companyName: z.string().trim().min(1).max(200),
    industry: z.string().trim().max(16).default(''),
    region: z.string().trim().max(64).default(''),
    round: z.string().trim().max(16).default(''),
    source: z.string().trim().max(16).default(''),
    fundId: idSchema.nullable().optional(),
    managerId: idSchema.optional(),
    amountMin: money,
    amountMax: money,
    valuation: money,
    shareRatio: z.number().min(0).max(100).nullable().optional(),
    description: z.string().max(10000).default(''),
  })
  .refine((p) => p.amountMin == null || p.amountMax == null || p.amountMin <= p.amountMax, {
    path: ['amountMax'],
    message: 'amountMin must not exceed amountMax',
  });
export type ProjectSubmit = z.infer<typeof projectSubmit>;

/** One project by id or by uuid (the detail page's address carries the uuid). */
export const projectDetailQuery = z
  .object({ id: idSchema.optional(), uuid: z.uuid().optional() })
  .refine((q) => q.id || q.uuid, { message: 'id or uuid', path: ['id'] });

/** Marks (1, the default) or unmarks (0) key projects. */
export const keyMarkQuery = z.object({
  ids: idList,
  isKey: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
});

export const stageChange = z.object({
  id: idSchema,
  toStage: z.number().int().min(0).max(9),
  comment: z.string().trim().max(1000).default(''),
  /** Required when moving to invested, 万元. */
  investedAmount: z.number().min(0).max(1e12).optional(),
});
export type StageChange = z.input<typeof stageChange>;

export const projectStep = z.object({
  id: z.string(),
  fromStage: z.number().int().nullable(),
  toStage: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  comment: z.string(),
  createTime: z.string(),
});
export type ProjectStep = z.infer<typeof projectStep>;

export const projectBrief = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  companyName: z.string(),
  stage: z.number().int(),
});
export type ProjectBrief = z.infer<typeof projectBrief>;
