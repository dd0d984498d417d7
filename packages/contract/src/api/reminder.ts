import { z } from 'zod';
import { needs, signedIn } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idsQuery } from '../envelope.js';
import { readAllQuery, remind, remindPageQuery, sendNotice, unreadCounts } from '../reminder.js';
import { pageOf } from '../paging.js';

const R = '/api/common/eventremind';

/** The caller's reminders: the bell's three tabs, read state, sending notices, the live stream. */
export const reminderApi = endpoints('reminder', {
  page: endpoint({
    method: 'GET',
    path: `${R}/page`,
    access: signedIn,
    summary: "The caller's reminders, newest first (type 0 to-do, 1 message, 2 notice)",
    query: remindPageQuery,
    response: pageOf(remind),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: `${R}/unread-count`,
    access: signedIn,
    summary: 'Unread reminders, in all and by type, and every type’s total',
    response: unreadCounts,
  }),
  read: endpoint({
    method: 'POST',
    path: `${R}/read`,
    access: signedIn,
    summary: 'Mark reminders read',
    query: idsQuery,
    response: z.number(),
  }),
  readAll: endpoint({
    method: 'POST',
    path: `${R}/read-all`,
    access: signedIn,
    summary: 'Mark all reminders read, of one type or all',
    query: readAllQuery,
    response: z.number(),
  }),
  send: endpoint({
    method: 'POST',
    path: `${R}/send`,
    access: needs('notice_send'),
    summary: 'Send a notice to users of the tenant (all when none are listed)',
    body: sendNotice,
    response: z.number(),
  }),
  stream: endpoint({
    method: 'GET',
    path: `${R}/stream`,
    access: signedIn,
    summary: 'Server-sent events: `remind` for each new reminder of the caller',
    answer: 'stream',
  }),
});
