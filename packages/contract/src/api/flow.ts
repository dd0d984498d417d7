import { z } from 'zod';
import { needs, needsAnyOf, publicAccess } from '../access.js';
import { endpoint, endpoints } from '../endpoint.js';
import { idSchema } from '../envelope.js';
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
  flowDefinitionRecord,
  flowDiagramView,
  flowHistoryRecord,
  flowInstanceRecord,
  flowListQuery,
  flowTaskRecord,
  instanceIdQuery,
  leaveRecord,
  leaveResubmitBody,
  leaveStartBody,
  returnTargetRecord,
  returnTaskBody,
  taskIdQuery,
  transferTaskBody,
} from '../flow.js';
import { pageOf } from '../paging.js';

const W = '/api/blade-flow/work';
const PROCESS = '/api/blade-flow/process';
const MANAGER = '/api/blade-flow/manager';
const FOLLOW = '/api/blade-flow/follow';
const LEAVE = '/api/blade-desk/process/leave';
const LINK = '/api/blade-flow/approval-link';

/** Permission codes of the Workflow menus (seeded by the server's db/seed/flow.ts). */
const CODE = {
  start: 'work_start',
  claim: 'work_claim',
  todo: 'work_todo',
  send: 'work_send',
  done: 'work_done',
  manager: 'flow_manager',
  deploy: 'flow_deploy',
  suspend: 'flow_suspend',
  deleteDeployment: 'flow_delete_deployment',
  follow: 'flow_follow',
  terminate: 'flow_terminate',
} as const;

/** Reading one instance (history, diagram, leave detail): every work screen and the follow screen. */
const readInstance = needsAnyOf(CODE.start, CODE.claim, CODE.todo, CODE.send, CODE.done, CODE.follow);

/** The work lists (spec §7 Workflow): paged, filtered by process name. */
const box = <R extends z.ZodType>(name: 'start' | 'claim' | 'todo' | 'send' | 'done', summary: string, record: R) =>
  endpoint({
    method: 'GET',
    path: `${W}/${name}-list`,
    access: needs(CODE[name]),
    summary,
    query: flowListQuery,
    response: pageOf(record),
  });

/** The workflow engine's calls: work lists and task actions, diagrams, definitions, instances, leave. */
export const flowApi = endpoints('flow', {
  startList: box('start', 'Definitions the caller may start (newest active version of each key)', flowDefinitionRecord),
  claimList: box('claim', 'Unclaimed tasks the caller is a candidate for', flowTaskRecord),
  todoList: box('todo', "The caller's waiting tasks", flowTaskRecord),
  sendList: box('send', 'Instances the caller started, with their current step', flowInstanceRecord),
  doneList: box('done', 'Ended instances in which the caller completed a task', flowInstanceRecord),
  claimTask: endpoint({
    method: 'POST',
    path: `${W}/claim-task`,
    access: needs(CODE.claim),
    summary: 'Claim a task you are a candidate for',
    query: taskIdQuery,
  }),
  completeTask: endpoint({
    method: 'POST',
    path: `${W}/complete-task`,
    access: needs(CODE.todo),
    summary: 'Complete your task: flag ok approves, anything else rejects (a rejection needs a comment)',
    body: completeTaskBody,
  }),
  transferTask: endpoint({
    method: 'POST',
    path: `${W}/transfer-task`,
    access: needs(CODE.todo),
    summary: 'Hand your task to another user, who becomes its assignee',
    body: transferTaskBody,
  }),
  delegateTask: endpoint({
    method: 'POST',
    path: `${W}/delegate-task`,
    access: needs(CODE.todo),
    summary: "Delegate your task: the delegate's complete hands it back to you with their answer",
    body: transferTaskBody,
  }),
  returnTargets: endpoint({
    method: 'GET',
    path: `${W}/return-targets`,
    access: needs(CODE.todo),
    summary: 'The earlier steps your task may be returned to',
    query: taskIdQuery,
    response: z.array(returnTargetRecord),
  }),
  returnTask: endpoint({
    method: 'POST',
    path: `${W}/return-task`,
    access: needs(CODE.todo),
    summary: 'Return your task to an earlier step, with a comment',
    body: returnTaskBody,
  }),
  issueLink: endpoint({
    method: 'POST',
    path: `${W}/approval-link`,
    access: needs(CODE.todo),
    summary: 'A signed, single-use link (72 hours) to your task, for /approval-page',
    query: taskIdQuery,
    response: approvalLink,
  }),
  linkTask: endpoint({
    method: 'GET',
    path: `${LINK}/task`,
    access: publicAccess,
    summary: "An approval link's task and its steps so far (reading does not use the link up)",
    query: approvalLinkQuery,
    response: approvalLinkTask,
  }),
  linkComplete: endpoint({
    method: 'POST',
    path: `${LINK}/complete`,
    access: publicAccess,
    summary: "Approve (flag ok) or reject through an approval link, after the assignee's password",
    body: approvalLinkComplete,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: `${W}/withdraw`,
    access: needs(CODE.send),
    summary: 'Withdraw your request while nobody has acted on the step it waits at',
    query: instanceIdQuery,
  }),
  history: endpoint({
    method: 'GET',
    path: `${PROCESS}/history-flow-list`,
    access: readInstance,
    summary: 'The steps of an instance: who, which step, when, how long, the decision and comment',
    query: instanceIdQuery,
    response: z.array(flowHistoryRecord),
  }),
  resource: endpoint({
    method: 'GET',
    path: `${PROCESS}/resource-view`,
    access: needsAnyOf(CODE.start, CODE.manager, CODE.todo, CODE.send),
    summary: "A definition's diagram (BPMN 2.0 XML)",
    query: definitionIdQuery,
    response: z.string(),
  }),
  diagram: endpoint({
    method: 'GET',
    path: `${PROCESS}/diagram-view`,
    access: readInstance,
    summary: "An instance's progress for the viewer: finished, active and untouched elements",
    query: instanceIdQuery,
    response: flowDiagramView,
  }),
  managerList: endpoint({
    method: 'GET',
    path: `${MANAGER}/list`,
    access: needs(CODE.manager),
    summary: 'Every version of every definition',
    query: flowListQuery,
    response: pageOf(flowDefinitionRecord),
  }),
  changeState: endpoint({
    method: 'POST',
    path: `${MANAGER}/change-state`,
    access: needs(CODE.suspend),
    summary: 'Suspend a definition (no new instances) or activate it again',
    query: changeStateQuery,
  }),
  deploy: endpoint({
    method: 'POST',
    path: `${MANAGER}/deploy-upload`,
    access: needs(CODE.deploy),
    summary: 'Deploy one .bpmn file (multipart: files, category) as the next version of its process',
    multipart: true,
    response: flowDefinitionRecord,
  }),
  deleteDeployment: endpoint({
    method: 'POST',
    path: `${MANAGER}/delete-deployment`,
    access: needs(CODE.deleteDeployment),
    summary: 'Delete deployments that have no running instance',
    query: deploymentIdsQuery,
  }),
  followList: endpoint({
    method: 'GET',
    path: `${FOLLOW}/list`,
    access: needs(CODE.follow),
    summary: 'Running instances',
    query: flowListQuery,
    response: pageOf(flowInstanceRecord),
  }),
  terminate: endpoint({
    method: 'POST',
    path: `${FOLLOW}/delete-process-instance`,
    access: needs(CODE.terminate),
    summary: 'Terminate a running instance with a reason',
    query: deleteInstanceQuery,
  }),
  leaveStart: endpoint({
    method: 'POST',
    path: `${LEAVE}/start-process`,
    access: needs(CODE.start),
    summary: 'Request leave: starts the leave process with the chosen approver',
    body: leaveStartBody,
    response: leaveRecord,
  }),
  leaveResubmit: endpoint({
    method: 'POST',
    path: `${LEAVE}/resubmit`,
    access: needs(CODE.todo),
    summary: 'Resubmit your rejected leave request, adjusted, from its 调整申请 step',
    body: leaveResubmitBody,
    response: leaveRecord,
  }),
  leaveDetail: endpoint({
    method: 'GET',
    path: `${LEAVE}/detail`,
    access: readInstance,
    summary: 'A leave request with its state and who must act now',
    query: z.object({ businessId: idSchema }),
    response: leaveRecord,
  }),
});
