/** Every area's endpoints (the server's route-table test and audits read them all from here). */
export * from './approval.js';
export * from './dashboard.js';
export * from './dict.js';
export * from './file.js';
export * from './flow.js';
export * from './fund.js';
export * from './log.js';
export * from './meeting.js';
export * from './menu.js';
export * from './notice.js';
export * from './param.js';
export * from './project.js';
export * from './resource.js';
export * from './role.js';
export * from './system.js';
export * from './tenant.js';
export * from './user.js';
