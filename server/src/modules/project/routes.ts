import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idList, idSchema, idsQuery } from '@invest/contract/envelope';
import { pageOf } from '@invest/contract/paging';
import {
  projectBrief,
  projectQuery,
  projectRecord,
  projectStep,
  projectSubmit,
  stageChange,
} from '@invest/contract/project';
import {
  attrSave,
  memberSave,
  projectAttr,
  projectIdQuery,
  projectMember,
  registryContrast,
  registryData,
  resumeRecord,
  resumeSubmit,
} from '@invest/contract/project-extra';
import { needs, needsAnyOf } from '@invest/contract/access';
import { requireAuth } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import type { ProjectService } from './service.js';

const P = '/api/project/project';
const tags = ['project'];
/** Everyone with a project screen (or the fund screen, which lists a fund's projects) may read projects. */
const READ = needsAnyOf('project_list', 'project_pool', 'project_key_list', 'fund');
const bool = z.boolean();
const count = envelopeOf(z.number());
const record = projectRecord;

export const projectRoutes =
  (projects: ProjectService): FastifyPluginAsyncZod =>
  async (app) => {
    /** A read route: the schema validates the query and serializes the answer. */
    function get<Q extends z.ZodType, D extends z.ZodType>(
      path: string,
      summary: string,
      querystring: Q,
      data: D,
      handler: (a: ReturnType<typeof requireAuth>, q: z.infer<Q>) => Promise<z.infer<D>>,
    ) {
      app.get(
        path,
        { config: { access: READ }, schema: { tags, summary, querystring, response: { 200: envelopeOf(data) } } },
        // A generic schema defeats the type provider's reply inference; the response schema checks it at run time.
        (async (req: FastifyRequest) =>
          ok(req.lang, await handler(requireAuth(req.auth), req.query as z.infer<Q>))) as never,
      );
    }

    get(`${P}/page`, 'Projects, paged, with server-side search and sort', projectQuery, pageOf(projectRecord), (a, q) =>
      projects.page(a, q),
    );
    get(
      `${P}/listNotPage`,
      'Projects matching the filters, unpaged (at most 500)',
      projectQuery,
      z.array(projectRecord),
      (a, q) => projects.listNotPage(a, q),
    );
    get(
      `${P}/detail`,
      'One project by id or uuid (name and uuid for notifications)',
      z
        .object({ id: idSchema.optional(), uuid: z.uuid().optional() })
        .refine((q) => q.id || q.uuid, { message: 'id or uuid', path: ['id'] }),
      record,
      (a, q) => (q.id ? projects.detail(a, q.id) : projects.detailByUuid(a, q.uuid!)),
    );
    get(
      `${P}/search`,
      'Quick search by name or company (at most 20)',
      z.object({ keyword: z.string().trim().min(1).max(100) }),
      z.array(projectBrief),
      (a, q) => projects.search(a, q.keyword),
    );
    get(
      `${P}/getByName`,
      'The project with exactly this name, or null',
      z.object({ name: z.string().trim().min(1).max(100) }),
      projectRecord.nullable(),
      (a, q) => projects.getByName(a, q.name),
    );
    get(
      `${P}/getProjectByName`,
      'Projects whose name or company contains the text',
      z.object({ projectName: z.string().trim().min(1).max(100) }),
      z.array(projectBrief),
      (a, q) => projects.search(a, q.projectName),
    );
    get(
      `${P}/getProjectByFundId`,
      "A fund's projects with their invested amounts",
      z.object({ fundId: idSchema }),
      z.array(projectRecord),
      (a, q) => projects.byFund(a, q.fundId),
    );
    get(`${P}/getProjectStep`, 'Stage changes: from, to, who, when', projectIdQuery, z.array(projectStep), (a, q) =>
      projects.steps(a, q.projectId),
    );
    get(`${P}/checkWhetherEditInfo`, 'Whether the caller may edit the project now', projectIdQuery, bool, (a, q) =>
      projects.checkWhetherEditInfo(a, q.projectId),
    );
    get(
      `${P}/editableIds`,
      'Which of the given projects the caller may edit now (checkWhetherEditInfo for a page at once)',
      idsQuery,
      z.array(z.string()),
      (a, q) => projects.editableAmong(a, q.ids),
    );
    get(`${P}/checkWhetherProjectUser`, 'Whether the caller is on the project team', projectIdQuery, bool, (a, q) =>
      projects.checkWhetherProjectUser(a, q.projectId),
    );
    get(`${P}/listProjectAttr`, "The project's attributes", projectIdQuery, z.array(projectAttr), (a, q) =>
      projects.attrs(a, q.projectId),
    );
    get(
      `${P}/getSaasData`,
      "Registry facts of the project's company",
      projectIdQuery,
      registryData.nullable(),
      (a, q) => projects.registry(a, q.projectId),
    );
    get(
      `${P}/getSaasDataContras`,
      'Declared facts against the registry',
      projectIdQuery,
      z.array(registryContrast),
      (a, q) => projects.registryContrast(a, q.projectId),
    );
    get('/api/project/member/list', "The project's team", projectIdQuery, z.array(projectMember), (a, q) =>
      projects.members(a, q.projectId),
    );
    get(
      '/api/project/resume/list',
      'Résumés of the founders and key people',
      projectIdQuery,
      z.array(resumeRecord),
      (a, q) => projects.resumes(a, q.projectId),
    );
    app.post(
      '/api/project/resume/submit',
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Add (no id) or update a résumé (the team and administrators)',
          body: resumeSubmit,
          response: { 200: envelopeOf(z.string()) },
        },
      },
      async (req) => ok(req.lang, await projects.saveResume(requireAuth(req.auth), req.body)),
    );
    app.post(
      '/api/project/resume/remove',
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Delete résumés (the team and administrators)',
          querystring: idsQuery,
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await projects.removeResumes(requireAuth(req.auth), req.query.ids)),
    );

    for (const path of ['save', 'submit', 'update']) {
      app.post(
        `${P}/${path}`,
        {
          config: { access: READ },
          schema: {
            tags,
            summary: 'Add (no id; needs project_add) or update (team and administrators) a project',
            body: projectSubmit,
            response: { 200: envelopeOf(record) },
          },
        },
        async (req) => ok(req.lang, await projects.submit(requireAuth(req.auth), req.body)),
      );
    }
    app.post(
      `${P}/remove`,
      {
        config: { access: needs('project_delete') },
        schema: {
          tags,
          summary: 'Delete projects the caller may edit',
          querystring: idsQuery,
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await projects.remove(requireAuth(req.auth), req.query.ids)),
    );
    app.post(
      `${P}/setImport`,
      {
        config: { access: needs('project_key') },
        schema: {
          tags,
          summary: 'Mark (1) or unmark (0) key projects',
          querystring: z.object({
            ids: idList,
            isKey: z.coerce
              .number()
              .pipe(z.union([z.literal(0), z.literal(1)]))
              .default(1),
          }),
          response: { 200: count },
        },
      },
      async (req) => ok(req.lang, await projects.setImport(requireAuth(req.auth), req.query.ids, req.query.isKey)),
    );
    app.post(
      `${P}/changeStage`,
      {
        config: { access: needs('project_stage') },
        schema: {
          tags,
          summary: 'Move a project along the pipeline (recorded as a step)',
          body: stageChange,
          response: { 200: envelopeOf(record) },
        },
      },
      async (req) => ok(req.lang, await projects.changeStage(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${P}/updateScore`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: "Recompute the project's score from the committee's scores",
          querystring: projectIdQuery,
          response: { 200: envelopeOf(z.number().nullable()) },
        },
      },
      async (req) => ok(req.lang, await projects.updateScore(requireAuth(req.auth), req.query.projectId)),
    );
    app.post(
      `${P}/saveProjectAttr`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: "Replace the project's attributes (team and administrators)",
          body: attrSave,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await projects.saveAttrs(requireAuth(req.auth), req.body.projectId, req.body.attrs);
        return ok(req.lang, null);
      },
    );
    app.post(
      '/api/project/member/save',
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Add a team member or change their role; they are reminded',
          body: memberSave,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await projects.addMember(requireAuth(req.auth), req.body);
        return ok(req.lang, null);
      },
    );
    app.post(
      '/api/project/member/remove',
      {
        config: { access: READ },
        schema: {
          tags,
          summary: 'Remove a team member (not the manager)',
          querystring: z.object({ projectId: idSchema, userId: idSchema }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await projects.removeMember(requireAuth(req.auth), req.query.projectId, req.query.userId);
        return ok(req.lang, null);
      },
    );
  };
