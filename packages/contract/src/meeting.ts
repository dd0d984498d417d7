import { z } from 'zod';
import { dateTimeSchema, idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

export { MEETING_STATUS } from './pipeline.js';

export const agendaItem = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  /** With the name, the project detail route (`/project/project_detail?name=&uuid=`). */
  projectUuid: z.string(),
  stage: z.number().int(),
  /** 1 pass, 2 follow up, 3 reject (dictionary meeting_decision); null until decided. */
  decision: z.number().int().nullable(),
  remark: z.string(),
  sort: z.number().int(),
});

export const meetingRecord = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  place: z.string(),
  hostId: z.string(),
  hostName: z.string(),
  status: z.number().int(),
  minutes: z.string(),
  attendees: z.array(z.object({ userId: z.string(), name: z.string() })),
  agenda: z.array(agendaItem),
  createTime: z.string(),
});
export type MeetingRecord = z.infer<typeof meetingRecord>;

export const meetingSubmit = z
  .object({
    id: idSchema.optional(),
    title: z.string().trim().min(1).max(200),
    startTime: dateTimeSchema,
    endTime: dateTimeSchema,
    place: z.string().trim().max(200).default(''),
    hostId: idSchema,
    attendeeIds: z.array(idSchema).min(1).max(100),
  })
  .refine((m) => m.startTime < m.endTime, { path: ['endTime'], message: 'endTime must be after startTime' });
export type MeetingSubmit = z.infer<typeof meetingSubmit>;

export const meetingMove = z
  .object({ id: idSchema, startTime: dateTimeSchema, endTime: dateTimeSchema })
  .refine((m) => m.startTime < m.endTime, { path: ['endTime'], message: 'endTime must be after startTime' });

export const meetingQuery = pageQuery.extend({
  title: z.string().max(200).optional(),
  status: z.coerce.number().int().min(1).max(3).optional(),
  /** Meetings starting within [from, to] (yyyy-MM-dd or full time). */
  from: z.string().max(19).optional(),
  to: z.string().max(19).optional(),
  /** Only meetings the caller attends. */
  mine: z.coerce.number().int().min(0).max(1).optional(),
});
export type MeetingQuery = z.infer<typeof meetingQuery>;

export const agendaDecide = z.object({
  meetingId: idSchema,
  projectId: idSchema,
  decision: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  remark: z.string().trim().max(1000).default(''),
});

/** A meeting a project was on, with the decision taken on it there (the project's meetings tab). */
export const projectMeeting = z.object({
  meetingId: z.string(),
  title: z.string(),
  startTime: z.string(),
  status: z.number().int(),
  decision: z.number().int().nullable(),
  remark: z.string(),
});
export type ProjectMeeting = z.infer<typeof projectMeeting>;

/** A calendar's range of start times (yyyy-MM-dd or full time). */
export const meetingRange = z.object({ from: z.string().max(19), to: z.string().max(19) });

export const meetingMinutes = z.object({ id: idSchema, minutes: z.string().max(20000) });

export const addRegularMeeting = z.object({ meetingId: idSchema, projectIds: z.array(idSchema).min(1).max(50) });

export const scoreSubmit = z.object({
  projectId: idSchema,
  meetingId: idSchema,
  /** Every criterion of the dictionary score_criteria, each 1–10. */
  scores: z.record(z.string().max(64), z.number().int().min(1).max(10)),
  comment: z.string().trim().max(2000).default(''),
});
export type ScoreSubmit = z.infer<typeof scoreSubmit>;

export const scoreRecord = z.object({
  id: z.string(),
  meetingId: z.string(),
  userId: z.string(),
  userName: z.string(),
  scores: z.record(z.string(), z.number()),
  total: z.number(),
  comment: z.string(),
  updateTime: z.string(),
});

/** Others' scores are shown only to those who have scored the project themselves. */
export const scoreSummary = z.object({
  scored: z.boolean(),
  count: z.number().int(),
  average: z.number().nullable(),
  records: z.array(scoreRecord),
});
export type ScoreSummary = z.infer<typeof scoreSummary>;
