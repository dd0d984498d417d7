import { z } from 'zod';
import { needs, signedIn } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import { noticeQuery, noticeRecord, noticeSubmit, noticeView } from '../notice.js';
import { pageOf } from '../paging.js';

const N = '/api/blade-desk/notice';

/**
 * The 通知公告 screen: administrators write notices for all users or chosen roles, publish them to
 * the audience's bell (type 2 reminders) and withdraw them. Reading needs the screen (`notice`);
 * every change needs `notice_send`.
 */
export const noticeApi = endpoints('notice', {
  page: endpoint({
    method: 'GET',
    path: `${N}/list`,
    access: needs('notice'),
    summary: 'Notices of the tenant, paged; filter by title, status, audience',
    query: noticeQuery,
    response: pageOf(noticeRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${N}/detail`,
    access: needs('notice'),
    summary: 'One notice',
    query: z.object({ id: idSchema }),
    response: noticeRecord,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${N}/submit`,
    access: needs('notice_send'),
    summary: 'Write (no id) or edit a notice; a published one must be withdrawn first',
    body: noticeSubmit,
    response: noticeRecord,
  }),
  publish: endpoint({
    method: 'POST',
    path: `${N}/publish`,
    access: needs('notice_send'),
    summary: "Publish a draft or withdrawn notice: a type 2 reminder to each of its audience's active users",
    query: z.object({ id: idSchema }),
    response: noticeRecord,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: `${N}/withdraw`,
    access: needs('notice_send'),
    summary: "Withdraw a published notice: its reminders leave the recipients' lists",
    query: z.object({ id: idSchema }),
    response: noticeRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${N}/remove`,
    access: needs('notice_send'),
    summary: 'Delete notices (a published one is withdrawn with it)',
    query: idsQuery,
    response: z.number(),
  }),
  read: endpoint({
    method: 'GET',
    path: `${N}/read`,
    access: signedIn,
    summary: 'A published notice for one of its recipients (opened from the bell); 404 for anyone else',
    query: z.object({ id: idSchema }),
    response: noticeView,
  }),
});
