import type { zh } from './pipelineHome';

/** The English texts of ./pipelineHome.ts, a module of their own so each language loads alone. */
export const en: typeof zh = {
  title: 'Pipeline',
  reserve: 'Reserve',
  inProgress: 'In progress',
  invested: 'Invested',
  key: 'Key projects',
  todo: 'My to-dos',
  meetings: 'Upcoming meetings',
  recent: 'Newest projects',
  viewAll: 'View all ({{count}})',
  allMeetings: 'Meetings',
  noProjects: 'No projects',
  noTodos: 'Nothing is waiting for you',
  noMeetings: 'No upcoming meetings of yours',
  funnel: 'Pipeline by stage',
  byFund: 'Invested by fund',
  byIndustry: 'Amounts by industry',
  unitOf: 'In {{unit}}',
  projectCount: '{{count}} projects',
  noIndustry: 'Unclassified',
  industryInCurrency: '{{industry}} ({{currency}})',
  noData: 'No data yet',
};
