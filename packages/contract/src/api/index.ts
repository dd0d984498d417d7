/** Every area's endpoints (the server's route-table test and audits read them all from here). */
export * from './fund.js';
export * from './meeting.js';
export * from './approval.js';
