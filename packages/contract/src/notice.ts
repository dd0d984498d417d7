import { z } from 'zod';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from './constants.js';
import { idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

/** Reminder types: 0 to-do, 1 message, 2 notice (the bell's three tabs). */
export const REMIND_TYPES = [0, 1, 2] as const;
export const remindType = z.coerce.number().int().min(0).max(2);

export const remindPageQuery = pageQuery.extend({
  type: remindType.optional(),
  isRead: z.coerce.number().int().min(0).max(1).optional(),
});

export const remind = z.object({
  id: z.string(),
  type: z.number().int(),
  eventKey: z.string(),
  businessId: z.string(),
  msg: z.string(),
  /** 0 unread, 1 read. */
  isRead: z.number().int(),
  createTime: z.string(),
});
export type Remind = z.infer<typeof remind>;

const countsByType = z.object({ '0': z.number().int(), '1': z.number().int(), '2': z.number().int() });

/**
 * The bell's counts: unread ones (`total`, `byType`: the red dot, "mark all read") and every
 * record per type, read or not (`allByType`: spec §2, each tab label shows its total).
 */
export const unreadCounts = z.object({
  total: z.number().int(),
  byType: countsByType,
  allByType: countsByType,
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

export const readAllQuery = z.object({ type: remindType.optional() });

/** An administrator's notice or message to some users (none listed: everyone in the tenant). */
export const sendNotice = z.object({
  type: z.number().int().min(0).max(2).default(2),
  msg: z.string().trim().min(1).max(1000),
  userIds: z.array(idSchema).max(1000).default([]),
});
export type SendNotice = z.infer<typeof sendNotice>;

/** The live stream's event: a new reminder for the signed-in user. */
export const REMIND_EVENT = 'remind';
/** The data of the stream's `retracted` event (constants RETRACT_EVENT). */
export type RetractedEvent = { eventKey: string; businessIds: string[]; counts: UnreadCounts };

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

/** Write (no id) or edit a draft or withdrawn notice; `roleIds` is required when `audience` is `roles`. */
export const noticeSubmit = z.object({
  id: idSchema.optional(),
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX),
  audience: noticeAudience.default('all'),
  roleIds: z.array(idSchema).max(100).default([]),
});
export type NoticeSubmit = z.infer<typeof noticeSubmit>;
