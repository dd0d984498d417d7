import { z } from 'zod';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from './constants.js';
import { idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

/** Whom a notice goes to: every active user of the tenant, or the users holding chosen roles. */
export const NOTICE_AUDIENCES = ['all', 'roles'] as const;
export const noticeAudience = z.enum(NOTICE_AUDIENCES);
export type NoticeAudience = z.infer<typeof noticeAudience>;

export const noticeRecord = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  audience: noticeAudience,
  roleIds: z.array(z.string()),
  /** The chosen roles' names, in the caller's tenant (empty for `all`). */
  roleNames: z.array(z.string()),
  /** The same roles' English names, in the same order ('' where a role has none). */
  roleNamesEn: z.array(z.string()),
  /** 0 draft, 1 published, 2 withdrawn. */
  status: z.number().int(),
  authorName: z.string(),
  /** How many users it was delivered to when last published (0 for a draft). */
  recipients: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  /** '' until published. */
  publishTime: z.string(),
  /** '' unless withdrawn. */
  withdrawTime: z.string(),
});
export type NoticeRecord = z.infer<typeof noticeRecord>;

/** A published notice as its recipients read it (opened from the bell). */
export const noticeView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  authorName: z.string(),
  publishTime: z.string(),
});
export type NoticeView = z.infer<typeof noticeView>;

/** Sortable: title, status, publishTime, createTime, updateTime. */
export const noticeQuery = pageQuery.extend({
  title: z.string().max(100).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  audience: noticeAudience.optional(),
});
export type NoticeQuery = z.infer<typeof noticeQuery>;

/** Write (no id) or edit a draft or withdrawn notice; `roleIds` is required when `audience` is `roles`. */
export const noticeSubmit = z.object({
  id: idSchema.optional(),
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX),
  audience: noticeAudience.default('all'),
  roleIds: z.array(idSchema).max(100).default([]),
});
export type NoticeSubmit = z.infer<typeof noticeSubmit>;
