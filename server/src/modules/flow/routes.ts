import { assertCleanFileName } from '../../http/upload.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeOf, idSchema } from '@invest/contract/envelope';
import {
  approvalLink,
  approvalLinkComplete,
  approvalLinkQuery,
  approvalLinkTask,
  changeStateQuery,
  completeTaskBody,
  definitionIdQuery,
  deleteInstanceQuery,
  deploymentIdsQuery,
  flowCategory,
  flowDefinitionRecord,
  flowDiagramView,
  flowHistoryRecord,
  flowInstanceRecord,
  flowListQuery,
  type FlowListQuery,
  flowTaskRecord,
  instanceIdQuery,
  leaveRecord,
  leaveResubmitBody,
  leaveStartBody,
  returnTargetRecord,
  returnTaskBody,
  taskIdQuery,
  transferTaskBody,
} from '@invest/contract/flow';
import { pageOf, type Page } from '@invest/contract/paging';
import { needs, needsAnyOf, publicAccess } from '@invest/contract/access';
import { requireAuth, type AuthUser } from '../../http/auth-context.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { FLOW_CODES } from './codes.js';
import type { LeaveService } from './leave.js';
import type { LinkService } from './links.js';
import { MAX_DIAGRAM_BYTES, type FlowService } from './service.js';

const W = '/api/blade-flow/work';
const PROCESS = '/api/blade-flow/process';
const MANAGER = '/api/blade-flow/manager';
const FOLLOW = '/api/blade-flow/follow';
const LEAVE = '/api/blade-desk/process/leave';
const LINK = '/api/blade-flow/approval-link';
/** Links are guessed at like passwords: as many tries as sign-ins. */
const LINK_RATE = { max: 60, timeWindow: '1 minute' };
const tags = ['flow'];
const done = envelopeOf(z.null());
/** Reading one instance (history, diagram, leave detail): every work screen and the follow screen. */
const READ_INSTANCE = needsAnyOf(
  FLOW_CODES.start,
  FLOW_CODES.claim,
  FLOW_CODES.todo,
  FLOW_CODES.send,
  FLOW_CODES.done,
  FLOW_CODES.follow,
);

/** The .bpmn file and the category of a deploy-upload, read whole (they are small) and checked here. */
async function readDeployUpload(req: FastifyRequest): Promise<{ filename: string; xml: string; category: string }> {
  if (!req.isMultipart()) throw badRequest('fileRequired');
  let file: { filename: string; bytes: Buffer } | undefined;
  let category: unknown;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_DIAGRAM_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'category') category = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payloadTooLarge');
    throw badRequest('flowUploadMalformed');
  }
  if (!file) throw badRequest('fileRequired');
  assertCleanFileName(file.filename);
  const parsedCategory = flowCategory.safeParse(category);
  if (!parsedCategory.success) throw badRequest('invalidField', { field: 'category' });
  if (!/\.(bpmn|bpmn20\.xml|xml)$/i.test(file.filename)) throw badRequest('invalidField', { field: 'files' });
  const xml = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes);
  if (xml.includes('\uFFFD') || xml.includes('\0'))
    throw badRequest('flowDiagramInvalid', { reason: 'not UTF-8 text' });
  return { filename: file.filename, xml, category: parsedCategory.data };
}

export const flowRoutes =
  (flow: FlowService, leave: LeaveService, links: LinkService): FastifyPluginAsyncZod =>
  async (app) => {
    const list = <T extends z.ZodType>(
      box: 'start' | 'claim' | 'todo' | 'send' | 'done',
      summary: string,
      record: T,
      read: (a: AuthUser, q: FlowListQuery) => Promise<Page<z.infer<T>>>,
    ) =>
      app.get(
        `${W}/${box}-list`,
        {
          config: { access: needs(FLOW_CODES[box]) },
          schema: { tags, summary, querystring: flowListQuery, response: { 200: envelopeOf(pageOf(record)) } },
        },
        async (req) => ok(req.lang, await read(requireAuth(req.auth), req.query)),
      );
    list(
      'start',
      'Definitions the caller may start (newest active version of each key)',
      flowDefinitionRecord,
      flow.startList,
    );
    list('claim', 'Unclaimed tasks the caller is a candidate for', flowTaskRecord, flow.claimList);
    list('todo', "The caller's waiting tasks", flowTaskRecord, flow.todoList);
    list('send', 'Instances the caller started, with their current step', flowInstanceRecord, flow.sendList);
    list('done', 'Ended instances in which the caller completed a task', flowInstanceRecord, flow.doneList);

    app.post(
      `${W}/claim-task`,
      {
        config: { access: needs(FLOW_CODES.claim) },
        schema: {
          tags,
          summary: 'Claim a task you are a candidate for',
          querystring: taskIdQuery,
          response: { 200: done },
        },
      },
      async (req) => ok(req.lang, await flow.claim(requireAuth(req.auth), req.query.taskId).then(() => null)),
    );
    app.post(
      `${W}/complete-task`,
      {
        config: { access: needs(FLOW_CODES.todo) },
        schema: {
          tags,
          summary: 'Complete your task: flag ok approves, anything else rejects (a rejection needs a comment)',
          body: completeTaskBody,
          response: { 200: done },
        },
      },
      async (req) => ok(req.lang, await flow.complete(requireAuth(req.auth), req.body).then(() => null)),
    );
    app.post(
      `${W}/transfer-task`,
      {
        config: { access: needs(FLOW_CODES.todo) },
        schema: {
          tags,
          summary: 'Hand your task to another user, who becomes its assignee',
          body: transferTaskBody,
          response: { 200: done },
        },
      },
      async (req) => ok(req.lang, await flow.transfer(requireAuth(req.auth), req.body).then(() => null)),
    );
    app.post(
      `${W}/delegate-task`,
      {
        config: { access: needs(FLOW_CODES.todo) },
        schema: {
          tags,
          summary: "Delegate your task: the delegate's complete hands it back to you with their answer",
          body: transferTaskBody,
          response: { 200: done },
        },
      },
      async (req) => ok(req.lang, await flow.delegate(requireAuth(req.auth), req.body).then(() => null)),
    );
    app.get(
      `${W}/return-targets`,
      {
        config: { access: needs(FLOW_CODES.todo) },
        schema: {
          tags,
          summary: 'The earlier steps your task may be returned to',
          querystring: taskIdQuery,
          response: { 200: envelopeOf(z.array(returnTargetRecord)) },
        },
      },
      async (req) => ok(req.lang, await flow.returnTargets(requireAuth(req.auth), req.query.taskId)),
    );
    app.post(
      `${W}/return-task`,
      {
        config: { access: needs(FLOW_CODES.todo) },
        schema: {
          tags,
          summary: 'Return your task to an earlier step, with a comment',
          body: returnTaskBody,
          response: { 200: done },
        },
      },
      async (req) => ok(req.lang, await flow.returnTask(requireAuth(req.auth), req.body).then(() => null)),
    );
    app.post(
      `${W}/approval-link`,
      {
        config: { access: needs(FLOW_CODES.todo) },
        schema: {
          tags,
          summary: 'A signed, single-use link (72 hours) to your task, for /approval-page',
          querystring: taskIdQuery,
          response: { 200: envelopeOf(approvalLink) },
        },
      },
      async (req) => ok(req.lang, await links.issue(requireAuth(req.auth), req.query.taskId)),
    );
    app.get(
      `${LINK}/task`,
      {
        config: { access: publicAccess, rateLimit: LINK_RATE },
        schema: {
          tags,
          summary: "An approval link's task and its steps so far (reading does not use the link up)",
          querystring: approvalLinkQuery,
          response: { 200: envelopeOf(approvalLinkTask) },
        },
      },
      async (req) => ok(req.lang, await links.read(req.query.token)),
    );
    app.post(
      `${LINK}/complete`,
      {
        config: { access: publicAccess, rateLimit: LINK_RATE },
        schema: {
          tags,
          summary: "Approve (flag ok) or reject through an approval link, after the assignee's password",
          body: approvalLinkComplete,
          response: { 200: done },
        },
      },
      async (req) => ok(req.lang, await links.complete(req.body, req.ip).then(() => null)),
    );
    app.post(
      `${W}/withdraw`,
      {
        config: { access: needs(FLOW_CODES.send) },
        schema: {
          tags,
          summary: 'Withdraw your request while nobody has acted on the step it waits at',
          querystring: instanceIdQuery,
          response: { 200: done },
        },
      },
      async (req) =>
        ok(req.lang, await flow.withdraw(requireAuth(req.auth), req.query.processInstanceId).then(() => null)),
    );

    app.get(
      `${PROCESS}/history-flow-list`,
      {
        config: { access: READ_INSTANCE },
        schema: {
          tags,
          summary: 'The steps of an instance: who, which step, when, how long, the decision and comment',
          querystring: instanceIdQuery,
          response: { 200: envelopeOf(z.array(flowHistoryRecord)) },
        },
      },
      async (req) => ok(req.lang, await flow.history(requireAuth(req.auth), req.query.processInstanceId)),
    );
    app.get(
      `${PROCESS}/resource-view`,
      {
        config: { access: needsAnyOf(FLOW_CODES.start, FLOW_CODES.manager, FLOW_CODES.todo, FLOW_CODES.send) },
        schema: {
          tags,
          summary: "A definition's diagram (BPMN 2.0 XML)",
          querystring: definitionIdQuery,
          response: { 200: envelopeOf(z.string()) },
        },
      },
      async (req) => ok(req.lang, await flow.resource(requireAuth(req.auth), req.query.processDefinitionId)),
    );
    app.get(
      `${PROCESS}/diagram-view`,
      {
        config: { access: READ_INSTANCE },
        schema: {
          tags,
          summary: "An instance's progress for the viewer: finished, active and untouched elements",
          querystring: instanceIdQuery,
          response: { 200: envelopeOf(flowDiagramView) },
        },
      },
      async (req) => ok(req.lang, await flow.diagram(requireAuth(req.auth), req.query.processInstanceId)),
    );

    app.get(
      `${MANAGER}/list`,
      {
        config: { access: needs(FLOW_CODES.manager) },
        schema: {
          tags,
          summary: 'Every version of every definition',
          querystring: flowListQuery,
          response: { 200: envelopeOf(pageOf(flowDefinitionRecord)) },
        },
      },
      async (req) => ok(req.lang, await flow.managerList(requireAuth(req.auth), req.query)),
    );
    app.post(
      `${MANAGER}/change-state`,
      {
        config: { access: needs(FLOW_CODES.suspend) },
        schema: {
          tags,
          summary: 'Suspend a definition (no new instances) or activate it again',
          querystring: changeStateQuery,
          response: { 200: done },
        },
      },
      async (req) =>
        ok(
          req.lang,
          await flow.changeState(requireAuth(req.auth), req.query.processId, req.query.state).then(() => null),
        ),
    );
    app.post(
      `${MANAGER}/deploy-upload`,
      {
        config: { access: needs(FLOW_CODES.deploy) },
        schema: {
          tags,
          summary: 'Deploy one .bpmn file (multipart: files, category) as the next version of its process',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(flowDefinitionRecord) },
        },
      },
      async (req) => ok(req.lang, await flow.deploy(requireAuth(req.auth), await readDeployUpload(req))),
    );
    app.post(
      `${MANAGER}/delete-deployment`,
      {
        config: { access: needs(FLOW_CODES.deleteDeployment) },
        schema: {
          tags,
          summary: 'Delete deployments that have no running instance',
          querystring: deploymentIdsQuery,
          response: { 200: done },
        },
      },
      async (req) =>
        ok(req.lang, await flow.deleteDeployments(requireAuth(req.auth), req.query.deploymentIds).then(() => null)),
    );

    app.get(
      `${FOLLOW}/list`,
      {
        config: { access: needs(FLOW_CODES.follow) },
        schema: {
          tags,
          summary: 'Running instances',
          querystring: flowListQuery,
          response: { 200: envelopeOf(pageOf(flowInstanceRecord)) },
        },
      },
      async (req) => ok(req.lang, await flow.followList(requireAuth(req.auth), req.query)),
    );
    app.post(
      `${FOLLOW}/delete-process-instance`,
      {
        config: { access: needs(FLOW_CODES.terminate) },
        schema: {
          tags,
          summary: 'Terminate a running instance with a reason',
          querystring: deleteInstanceQuery,
          response: { 200: done },
        },
      },
      async (req) =>
        ok(
          req.lang,
          await flow
            .terminate(requireAuth(req.auth), req.query.processInstanceId, req.query.deleteReason)
            .then(() => null),
        ),
    );

    app.post(
      `${LEAVE}/start-process`,
      {
        config: { access: needs(FLOW_CODES.start) },
        schema: {
          tags,
          summary: 'Request leave: starts the leave process with the chosen approver',
          body: leaveStartBody,
          response: { 200: envelopeOf(leaveRecord) },
        },
      },
      async (req) => ok(req.lang, await leave.start(requireAuth(req.auth), req.body)),
    );
    app.post(
      `${LEAVE}/resubmit`,
      {
        config: { access: needs(FLOW_CODES.todo) },
        schema: {
          tags,
          summary: 'Resubmit your rejected leave request, adjusted, from its 调整申请 step',
          body: leaveResubmitBody,
          response: { 200: envelopeOf(leaveRecord) },
        },
      },
      async (req) => ok(req.lang, await leave.resubmit(requireAuth(req.auth), req.body)),
    );
    app.get(
      `${LEAVE}/detail`,
      {
        config: { access: READ_INSTANCE },
        schema: {
          tags,
          summary: 'A leave request with its state and who must act now',
          querystring: z.object({ businessId: idSchema }),
          response: { 200: envelopeOf(leaveRecord) },
        },
      },
      async (req) => ok(req.lang, await leave.detail(requireAuth(req.auth), req.query.businessId)),
    );
  };
