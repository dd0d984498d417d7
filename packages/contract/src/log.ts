import { z } from 'zod';
import { MAX_LOG_ENTRIES } from './constants.js';
import { pageQuery } from './paging.js';

export const logEntry = z.object({
  type: z.string().max(32),
  url: z.string().max(2000),
  message: z.string().max(2000),
  stack: z.string().max(20000).default(''),
  info: z.string().max(2000).default(''),
  time: z.string().max(32),
});
export type LogEntry = z.infer<typeof logEntry>;

export const logUpload = z.array(logEntry).min(1).max(MAX_LOG_ENTRIES);

export const errorLogRecord = logEntry.extend({
  id: z.string(),
  account: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createTime: z.string(),
});
export type ErrorLogRecord = z.infer<typeof errorLogRecord>;

export const errorLogQuery = pageQuery.extend({
  account: z.string().max(64).optional(),
  message: z.string().max(200).optional(),
  url: z.string().max(200).optional(),
  createTimeFrom: z.string().max(19).optional(),
  createTimeTo: z.string().max(19).optional(),
});
