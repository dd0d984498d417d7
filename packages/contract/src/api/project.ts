import { z } from 'zod';
import { needs, needsAnyOf, PROJECT_SCREENS } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { envelopeOf, idSchema, idsQuery } from '../envelope.js';
import { pageOf } from '../paging.js';
import { importReport, importResult } from '../project-excel.js';
import {
  keyMarkQuery,
  projectBrief,
  projectDetailQuery,
  projectQuery,
  projectRecord,
  projectStep,
  projectSubmit,
  stageChange,
} from '../project.js';
import {
  attrSave,
  memberRemoveQuery,
  memberSave,
  projectAttr,
  projectIdQuery,
  projectMember,
  registryContrast,
  registryData,
  resumeRecord,
  resumeSubmit,
} from '../project-extra.js';

const P = '/api/project/project';
/** Everyone with a project screen (or the fund screen, which lists a fund's projects) may read projects. */
const READ = needsAnyOf(...PROJECT_SCREENS, 'fund');

/** A read of one project's part by its id. */
const partOf = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  endpoint({ method: 'GET', path, access: READ, summary, query: projectIdQuery, response });

/** `save`, `submit` and `update` are one call under three names (the spec's clients use all three). */
const upsert = (name: string) =>
  endpoint({
    method: 'POST',
    path: `${P}/${name}`,
    access: READ,
    summary: 'Add (no id; needs project_add) or update (team and administrators) a project',
    body: projectSubmit,
    response: projectRecord,
  });

/** Projects, their team, résumés, attributes and registry facts (spec §7 Project). */
export const projectApi = endpoints('project', {
  page: endpoint({
    method: 'GET',
    path: `${P}/page`,
    access: READ,
    summary: 'Projects, paged, with server-side search and sort',
    query: projectQuery,
    response: pageOf(projectRecord),
  }),
  listNotPage: endpoint({
    method: 'GET',
    path: `${P}/listNotPage`,
    access: READ,
    summary: 'Projects matching the filters, unpaged (at most 500)',
    query: projectQuery,
    response: z.array(projectRecord),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    access: READ,
    summary: 'One project by id or uuid (name and uuid for notifications)',
    query: projectDetailQuery,
    response: projectRecord,
  }),
  search: endpoint({
    method: 'GET',
    path: `${P}/search`,
    access: READ,
    summary: 'Quick search by name or company (at most 20)',
    query: z.object({ keyword: z.string().trim().min(1).max(100) }),
    response: z.array(projectBrief),
  }),
  getByName: endpoint({
    method: 'GET',
    path: `${P}/getByName`,
    access: READ,
    summary: 'The project with exactly this name, or null',
    query: z.object({ name: z.string().trim().min(1).max(100) }),
    response: projectRecord.nullable(),
  }),
  getProjectByName: endpoint({
    method: 'GET',
    path: `${P}/getProjectByName`,
    access: READ,
    summary: 'Projects whose name or company contains the text',
    query: z.object({ projectName: z.string().trim().min(1).max(100) }),
    response: z.array(projectBrief),
  }),
  byFund: endpoint({
    method: 'GET',
    path: `${P}/getProjectByFundId`,
    access: READ,
    summary: "A fund's projects with their invested amounts",
    query: z.object({ fundId: idSchema }),
    response: z.array(projectRecord),
  }),
  steps: partOf(`${P}/getProjectStep`, 'Stage changes: from, to, who, when', z.array(projectStep)),
  canEdit: partOf(`${P}/checkWhetherEditInfo`, 'Whether the caller may edit the project now', z.boolean()),
  editableIds: endpoint({
    method: 'GET',
    path: `${P}/editableIds`,
    access: READ,
    summary: 'Which of the given projects the caller may edit now (checkWhetherEditInfo for a page at once)',
    query: idsQuery,
    response: z.array(z.string()),
  }),
  isTeamMember: partOf(`${P}/checkWhetherProjectUser`, 'Whether the caller is on the project team', z.boolean()),
  attrs: partOf(`${P}/listProjectAttr`, "The project's attributes", z.array(projectAttr)),
  registry: partOf(`${P}/getSaasData`, "Registry facts of the project's company", registryData.nullable()),
  registryContrast: partOf(`${P}/getSaasDataContras`, 'Declared facts against the registry', z.array(registryContrast)),
  members: partOf('/api/project/member/list', "The project's team", z.array(projectMember)),
  resumes: partOf('/api/project/resume/list', 'Résumés of the founders and key people', z.array(resumeRecord)),
  saveResume: endpoint({
    method: 'POST',
    path: '/api/project/resume/submit',
    access: READ,
    summary: 'Add (no id) or update a résumé (the team and administrators)',
    body: resumeSubmit,
    response: z.string(),
  }),
  removeResumes: endpoint({
    method: 'POST',
    path: '/api/project/resume/remove',
    access: READ,
    summary: 'Delete résumés (the team and administrators)',
    query: idsQuery,
    response: z.number(),
  }),
  save: upsert('save'),
  submit: upsert('submit'),
  update: upsert('update'),
  remove: endpoint({
    method: 'POST',
    path: `${P}/remove`,
    access: needs('project_delete'),
    summary: 'Delete projects the caller may edit',
    query: idsQuery,
    response: z.number(),
  }),
  setImport: endpoint({
    method: 'POST',
    path: `${P}/setImport`,
    access: needs('project_key'),
    summary: 'Mark (1) or unmark (0) key projects',
    query: keyMarkQuery,
    response: z.number(),
  }),
  changeStage: endpoint({
    method: 'POST',
    path: `${P}/changeStage`,
    access: needs('project_stage'),
    summary: 'Move a project along the pipeline (recorded as a step)',
    body: stageChange,
    response: projectRecord,
  }),
  updateScore: endpoint({
    method: 'POST',
    path: `${P}/updateScore`,
    access: READ,
    summary: "Recompute the project's score from the committee's scores",
    query: projectIdQuery,
    response: z.number().nullable(),
  }),
  saveAttrs: endpoint({
    method: 'POST',
    path: `${P}/saveProjectAttr`,
    access: READ,
    summary: "Replace the project's attributes (team and administrators)",
    body: attrSave,
    response: z.null(),
  }),
  saveMember: endpoint({
    method: 'POST',
    path: '/api/project/member/save',
    access: READ,
    summary: 'Add a team member or change their role; they are reminded',
    body: memberSave,
    response: z.null(),
  }),
  removeMember: endpoint({
    method: 'POST',
    path: '/api/project/member/remove',
    access: READ,
    summary: 'Remove a team member (not the manager)',
    query: memberRemoveQuery,
    response: z.null(),
  }),
});

/** The project list as a workbook, and projects from one (spec §7 Project, import and export). */
export const projectExcelApi = endpoints('project', {
  export: endpoint({
    method: 'GET',
    path: `${P}/export`,
    access: needs('project_export'),
    summary: 'The filtered, sorted list as an .xlsx file (the filters and sort of `page`; paging ignored)',
    query: projectQuery,
    answer: 'file',
  }),
  template: endpoint({
    method: 'GET',
    path: `${P}/import-template`,
    access: needs('project_import'),
    summary: 'The import template: headings, an example row, and the allowed values',
    answer: 'file',
  }),
  import: endpoint({
    method: 'POST',
    path: `${P}/import`,
    access: needs('project_import'),
    summary: 'Import projects from an .xlsx file (multipart `file`): all rows, or none and every problem (400)',
    multipart: true,
    response: importResult,
    refusals: { '400': envelopeOf(importReport.nullable()) },
  }),
});
