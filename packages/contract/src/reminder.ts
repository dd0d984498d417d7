import { z } from 'zod';
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
