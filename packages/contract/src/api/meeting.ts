import { z } from 'zod';
import { needs, needsAnyOf, readsProjects } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema, idsQuery } from '../envelope.js';
import {
  addRegularMeeting,
  agendaDecide,
  meetingMinutes,
  meetingMove,
  meetingQuery,
  meetingRange,
  meetingRecord,
  meetingSubmit,
  projectMeeting,
  scoreSubmit,
  scoreSummary,
} from '../meeting.js';
import { pageOf } from '../paging.js';
import { projectIdQuery } from '../project-extra.js';

const M = '/api/project/meeting';

/** Regular meetings, their agenda and the projects' scores (spec §7 Meeting). */
export const meetingApi = endpoints('meeting', {
  page: endpoint({
    method: 'GET',
    path: `${M}/page`,
    access: needs('meeting'),
    summary: 'Meetings, paged; mine=1 for those I attend',
    query: meetingQuery,
    response: pageOf(meetingRecord),
  }),
  calendar: endpoint({
    method: 'GET',
    path: `${M}/calendar`,
    access: needs('meeting'),
    summary: 'Meetings starting within a range (calendar)',
    query: meetingRange,
    response: z.array(meetingRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${M}/detail`,
    access: needsAnyOf('meeting', 'project_list', 'project_pool'),
    summary: 'One meeting with attendees and agenda',
    query: z.object({ id: idSchema }),
    response: meetingRecord,
  }),
  byProject: endpoint({
    method: 'GET',
    path: `${M}/byProject`,
    access: readsProjects,
    summary: 'Meetings a project was on, with their decisions',
    query: projectIdQuery,
    response: z.array(projectMeeting),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${M}/submit`,
    access: needsAnyOf('meeting_add', 'meeting_edit'),
    summary: 'Schedule (no id) or edit a meeting; attendees are reminded',
    body: meetingSubmit,
    response: meetingRecord,
  }),
  move: endpoint({
    method: 'POST',
    path: `${M}/move`,
    access: needs('meeting_edit'),
    summary: 'Move a meeting; attendees are reminded',
    body: meetingMove,
    response: meetingRecord,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${M}/cancel`,
    access: needs('meeting_cancel'),
    summary: 'Cancel a meeting; attendees are reminded',
    query: z.object({ id: idSchema }),
    response: meetingRecord,
  }),
  remove: endpoint({
    method: 'POST',
    path: `${M}/remove`,
    access: needs('meeting_delete'),
    summary: 'Delete meetings',
    query: idsQuery,
    response: z.number(),
  }),
  minutes: endpoint({
    method: 'POST',
    path: `${M}/minutes`,
    access: needs('meeting_edit'),
    summary: 'Record the minutes (the meeting counts as held)',
    body: meetingMinutes,
    response: meetingRecord,
  }),
  decide: endpoint({
    method: 'POST',
    path: `${M}/decide`,
    access: needs('meeting_edit'),
    summary: "Record the meeting's decision on a project of its agenda",
    body: agendaDecide,
    response: meetingRecord,
  }),
  addRegularMeeting: endpoint({
    method: 'POST',
    path: '/api/project/projectPool/addRegularMeeting',
    access: needs('pool_add_meeting'),
    summary: "Put pool projects on a meeting's agenda; attendees are reminded",
    body: addRegularMeeting,
    response: meetingRecord,
  }),
  scores: endpoint({
    method: 'GET',
    path: '/api/project/score/list',
    access: readsProjects,
    summary: "A project's scores (others' only after you have scored)",
    query: projectIdQuery,
    response: scoreSummary,
  }),
  score: endpoint({
    method: 'POST',
    path: '/api/project/score/submit',
    access: needs('project_score'),
    summary: 'Score a project at a meeting you attend (1–10 per criterion)',
    body: scoreSubmit,
    response: scoreSummary,
  }),
});
