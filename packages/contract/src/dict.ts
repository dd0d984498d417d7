import { z } from 'zod';
import { ROOT_ID } from './constants.js';
import { idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

export const dictRecord = z.object({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  dictValueEn: z.string(),
  sort: z.number().int(),
  remark: z.string(),
  isSealed: z.number().int(),
  /** Items in the dictionary (parents only). */
  itemCount: z.number().int(),
});
export type DictRecord = z.infer<typeof dictRecord>;

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'letters, digits and _');

/** Add (no id) or update (with id) a dictionary or an item; an item takes its parent's code. */
export const dictSubmit = z.object({
  id: idSchema.optional(),
  parentId: z.union([z.literal(ROOT_ID), idSchema]).default(ROOT_ID),
  code: code.optional(),
  dictKey: z.string().trim().min(1).max(64).optional(),
  dictValue: z.string().trim().min(1).max(255),
  dictValueEn: z.string().trim().max(255).default(''),
  sort: z.number().int().min(0).max(99999).default(0),
  remark: z.string().trim().max(255).default(''),
  isSealed: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type DictSubmit = z.infer<typeof dictSubmit>;

export const dictParentQuery = pageQuery.extend({
  code: z.string().max(64).optional(),
  dictValue: z.string().max(255).optional(),
});
export const dictChildQuery = pageQuery.extend({
  parentId: idSchema,
  dictKey: z.string().max(64).optional(),
  dictValue: z.string().max(255).optional(),
});
export const dictListQuery = z.object({
  code: z.string().max(64).optional(),
  parentId: z.union([z.literal(ROOT_ID), idSchema]).optional(),
});

/** One item of a dictionary, as every select and tag of the console uses it. */
export const dictItem = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  dictValueEn: z.string(),
  sort: z.number().int(),
  /** What the item stands for beyond its label, e.g. the route of a `flow` item's pages (spec §3 flowRoutes). */
  remark: z.string(),
});
export type DictItem = z.infer<typeof dictItem>;

export type DictTreeNode = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  title: string;
  titleEn: string;
  children: DictTreeNode[];
};
export const dictTreeNode: z.ZodType<DictTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    code: z.string(),
    dictKey: z.string(),
    title: z.string(),
    titleEn: z.string(),
    children: z.array(dictTreeNode),
  }),
);
