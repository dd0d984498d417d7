import { describe, expect, it } from 'vitest';
import { MEETING_STATUS } from '@invest/contract/pipeline';
import { meetingAbilities } from './meetingRules';

const attendees = [{ userId: '7', name: '陈建国' }];
const grants =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);
const ALL = grants('meeting_edit', 'meeting_cancel', 'meeting_delete', 'project_score');

describe('meetingAbilities', () => {
  it('lets a scheduled meeting be edited, moved, cancelled, recorded and scored by its attendees', () => {
    expect(meetingAbilities({ status: MEETING_STATUS.scheduled, attendees }, ALL, '7')).toEqual({
      edit: true,
      move: true,
      cancel: true,
      remove: true,
      record: true,
      score: true,
    });
  });

  it('keeps a held meeting for decisions, minutes and scores only', () => {
    expect(meetingAbilities({ status: MEETING_STATUS.held, attendees }, ALL, '7')).toMatchObject({
      edit: false,
      move: false,
      cancel: false,
      record: true,
      score: true,
    });
  });

  it('takes nothing more on a cancelled meeting but its deletion', () => {
    expect(meetingAbilities({ status: MEETING_STATUS.cancelled, attendees }, ALL, '7')).toEqual({
      edit: false,
      move: false,
      cancel: false,
      remove: true,
      record: false,
      score: false,
    });
  });

  it('needs the button codes, and an attendee to score', () => {
    const m = { status: MEETING_STATUS.scheduled, attendees };
    expect(meetingAbilities(m, ALL, '8').score).toBe(false);
    expect(meetingAbilities(m, grants('meeting_cancel'), '7')).toEqual({
      edit: false,
      move: false,
      cancel: true,
      remove: false,
      record: false,
      score: false,
    });
  });
});
