import { meetingApi } from '@invest/contract/api/meeting';
import { bindAll } from '../../http/bind.js';
import type { MeetingService } from './service.js';

export const meetingRoutes = (meetings: MeetingService) =>
  bindAll(meetingApi, {
    page: async (req) => meetings.page(req.auth, req.query),
    calendar: async (req) => meetings.calendar(req.auth, req.query.from, req.query.to),
    detail: async (req) => meetings.detail(req.auth, req.query.id),
    byProject: async (req) => meetings.byProject(req.auth, req.query.projectId),
    submit: async (req) => meetings.submit(req.auth, req.body),
    move: async (req) => meetings.move(req.auth, req.body),
    cancel: async (req) => meetings.cancel(req.auth, req.query.id),
    remove: async (req) => meetings.remove(req.auth, req.query.ids),
    minutes: async (req) => meetings.minutes(req.auth, req.body.id, req.body.minutes),
    decide: async (req) => meetings.decide(req.auth, req.body),
    addRegularMeeting: async (req) => meetings.addRegularMeeting(req.auth, req.body.meetingId, req.body.projectIds),
    scores: async (req) => meetings.scores(req.auth, req.query.projectId),
    score: async (req) => meetings.score(req.auth, req.body),
  });
