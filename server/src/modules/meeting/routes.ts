import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema, idsQuery } from '@invest/contract/envelope';
import {
  addRegularMeeting,
  agendaDecide,
  meetingMinutes,
  meetingMove,
  meetingQuery,
  meetingRecord,
  meetingSubmit,
  scoreSubmit,
  scoreSummary,
} from '@invest/contract/meeting';
import { pageOf } from '@invest/contract/paging';
import { projectIdQuery } from '@invest/contract/project-extra';
import { needs, needsAnyOf } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { MeetingService } from './service.js';

const M = '/api/project/meeting';
const tags = ['meeting'];
const record = envelopeOf(meetingRecord);
const PROJECT_READ = needsAnyOf('project_list', 'project_pool', 'project_key_list');

export const meetingRoutes =
  (meetings: MeetingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${M}/page`,
      {
        config: { access: needs('meeting') },
        schema: {
          tags,
          summary: 'Meetings, paged; mine=1 for those I attend',
          querystring: meetingQuery,
          response: { 200: envelopeOf(pageOf(meetingRecord)) },
        },
      },
      async (req) => ok(req.lang, await meetings.page(requireAuth(req.auth), req.query)),
    );
    app.get(
      `${M}/calendar`,
      {
        config: { access: needs('meeting') },
        schema: {
          tags,
          summary: 'Meetings starting within a range (calendar)',
          querystring: z.object({ from: z.string().max(19), to: z.string().max(19) }),
          response: { 200: envelopeOf(z.array(meetingRecord)) },
        },
      },
      async (req) => ok(req.lang, await meetings.calendar(requireAuth(req.auth), req.query.from, req.query.to)),
    );
    app.get(
      `${M}/detail`,
      {
        config: { access: needsAnyOf('meeting', 'project_list', 'project_pool') },
        schema: {
          tags,
          summary: 'One meeting with attendees and agenda',
          querystring: z.object({ id: idSchema }),
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await meetings.detail(requireAuth(req.auth), req.query.id)),
    );
    app.get(
      `${M}/byProject`,
      {
        config: { access: PROJECT_READ },
        schema: {
          tags,
          summary: 'Meetings a project was on, with their decisions',
          querystring: projectIdQuery,
          response: {
            200: envelopeOf(
              z.array(
                z.object({
                  meetingId: z.string(),
                  title: z.string(),
                  startTime: z.string(),
                  status: z.number().int(),
                  decision: z.number().int().nullable(),
                  remark: z.string(),
                }),
              ),
            ),
          },
        },
      },
      async (req) => ok(req.lang, await meetings.byProject(requireAuth(req.auth), req.query.projectId)),
    );
    app.post(
      `${M}/submit`,
      {
        config: { access: needsAnyOf('meeting_add', 'meeting_edit') },
        schema: {
          tags,
          summary: 'Schedule (no id) or edit a meeting; attendees are reminded',
          body: meetingSubmit,
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await meetings.submit(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${M}/move`,
      {
        config: { access: needs('meeting_edit') },
        schema: {
          tags,
          summary: 'Move a meeting; attendees are reminded',
          body: meetingMove,
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await meetings.move(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${M}/cancel`,
      {
        config: { access: needs('meeting_cancel') },
        schema: {
          tags,
          summary: 'Cancel a meeting; attendees are reminded',
          querystring: z.object({ id: idSchema }),
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await meetings.cancel(requireAuth(req.auth), req.query.id)),
    );
    app.post(
      `${M}/remove`,
      {
        config: { access: needs('meeting_delete') },
        schema: { tags, summary: 'Delete meetings', querystring: idsQuery, response: { 200: envelopeOf(z.number()) } },
      },
      async (req) => ok(req.lang, await meetings.remove(requireAuth(req.auth), req.query.ids)),
    );
    app.post(
      `${M}/minutes`,
      {
        config: { access: needs('meeting_edit') },
        schema: {
          tags,
          summary: 'Record the minutes (the meeting counts as held)',
          body: meetingMinutes,
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await meetings.minutes(requireAuth(req.auth), req.body.id, req.body.minutes)),
    );
    app.post(
      `${M}/decide`,
      {
        config: { access: needs('meeting_edit') },
        schema: {
          tags,
          summary: "Record the meeting's decision on a project of its agenda",
          body: agendaDecide,
          response: { 200: record },
        },
      },
      async (req) => ok(req.lang, await meetings.decide(requireAuth(req.auth), req.body)),
    );
    app.post(
      '/api/project/projectPool/addRegularMeeting',
      {
        config: { access: needs('pool_add_meeting') },
        schema: {
          tags,
          summary: "Put pool projects on a meeting's agenda; attendees are reminded",
          body: addRegularMeeting,
          response: { 200: record },
        },
      },
      async (req) =>
        ok(req.lang, await meetings.addRegularMeeting(requireAuth(req.auth), req.body.meetingId, req.body.projectIds)),
    );
    app.get(
      '/api/project/score/list',
      {
        config: { access: PROJECT_READ },
        schema: {
          tags,
          summary: "A project's scores (others' only after you have scored)",
          querystring: projectIdQuery,
          response: { 200: envelopeOf(scoreSummary) },
        },
      },
      async (req) => ok(req.lang, await meetings.scores(requireAuth(req.auth), req.query.projectId)),
    );
    app.post(
      '/api/project/score/submit',
      {
        config: { access: needs('project_score') },
        schema: {
          tags,
          summary: 'Score a project at a meeting you attend (1–10 per criterion)',
          body: scoreSubmit,
          response: { 200: envelopeOf(scoreSummary) },
        },
      },
      async (req) => ok(req.lang, await meetings.score(requireAuth(req.auth), req.body)),
    );
  };
