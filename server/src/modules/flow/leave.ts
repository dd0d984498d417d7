import type { LeaveRecord, LeaveResubmitBody, LeaveStartBody } from '@invest/contract/flow';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid, notFound } from '../../errors.js';
import { formatDateTime, parseDateTime } from '../../http/format.js';
import type { FlowRepo } from './repo.js';
import type { FlowService } from './service.js';
import { LEAVE_CATEGORY } from './shipped.js';
import { startInstance } from './steps.js';

const LEAVE_TABLE = 'blade_process_leave';
const DAY_MS = 86_400_000;
/** The applicant's step of the shipped diagram (processes/leave.bpmn). */
const ADJUST_STEP = 'adjust';

type Deps = {
  repo: FlowRepo;
  flow: FlowService;
  users: {
    namesOf(tenantId: string, ids: string[]): Promise<Map<string, string>>;
    activeUserIds(tenantId: string): Promise<string[]>;
  };
};

/** The leave request: its business row, and an instance of the leave process that carries it. */
export function createLeaveService({ repo, flow, users }: Deps) {
  async function detail(a: AuthUser, businessId: string): Promise<LeaveRecord> {
    const leave = await repo.leave(a.tenantId, businessId);
    if (!leave?.processInstanceId) throw notFound();
    const instance = await flow.readableInstance(a, leave.processInstanceId);
    const waiting = (await repo.tasksOf([instance.id])).find((t) => t.status === 'waiting');
    const names = await users.namesOf(a.tenantId, [
      leave.taskUser,
      instance.applicantId,
      ...(waiting?.assigneeId ? [waiting.assigneeId] : []),
    ]);
    return {
      id: leave.id,
      processDefinitionId: leave.processDefinitionId,
      processInstanceId: instance.id,
      startTime: formatDateTime(leave.startTime),
      endTime: formatDateTime(leave.endTime),
      days: leave.days,
      reason: leave.reason,
      taskUser: leave.taskUser,
      taskUserName: names.get(leave.taskUser) ?? '',
      applicantId: instance.applicantId,
      applicantName: names.get(instance.applicantId) ?? '',
      applyTime: formatDateTime(leave.applyTime),
      status: instance.status,
      assigneeName: names.get(waiting?.assigneeId ?? '') ?? '',
    };
  }

  /** The checked times, days and approver of a request (new or adjusted). */
  async function checked(a: AuthUser, body: Pick<LeaveStartBody, 'startTime' | 'endTime' | 'taskUser'>) {
    const startTime = parseDateTime(body.startTime, 'startTime')!;
    const endTime = parseDateTime(body.endTime, 'endTime')!;
    if (endTime <= startTime) throw invalid('leaveEndBeforeStart');
    if (body.taskUser === a.userId) throw invalid('leaveOwnApprover');
    if (!(await users.activeUserIds(a.tenantId)).includes(body.taskUser)) throw invalid('userNotFound');
    // Whole days, a part day counting as one: 09:00 to 18:00 is one day of leave.
    const days = Math.ceil((endTime.getTime() - startTime.getTime()) / DAY_MS);
    return { startTime, endTime, days };
  }

  return {
    detail,

    async start(a: AuthUser, body: LeaveStartBody): Promise<LeaveRecord> {
      const { startTime, endTime, days } = await checked(a, body);
      const def = await flow.startableDefinition(a, body.processDefinitionId);
      if (def.category !== LEAVE_CATEGORY) throw invalid('leaveNotLeaveProcess');
      const started = await repo.transaction(async (tx) => {
        const leave = await tx.insertLeave({
          tenantId: a.tenantId,
          processDefinitionId: def.id,
          startTime,
          endTime,
          days,
          reason: body.reason,
          taskUser: body.taskUser,
          createUser: a.userId,
          updateUser: a.userId,
        });
        const run = await startInstance(tx, def, {
          applicantId: a.userId,
          businessKey: `${LEAVE_TABLE}:${leave.id}`,
          variables: { taskUser: body.taskUser, days, startTime: body.startTime, endTime: body.endTime },
        });
        await tx.setLeaveInstance(leave.id, run.instance.id);
        return { leaveId: leave.id, ...run };
      });
      await flow.afterStep(started.instance, started, a.userId);
      return detail(a, started.leaveId);
    },

    /** Completes the applicant's 调整申请 step with the request changed, and sends it round again. */
    async resubmit(a: AuthUser, body: LeaveResubmitBody): Promise<LeaveRecord> {
      const { startTime, endTime, days } = await checked(a, body);
      let leaveId = '';
      await flow.finishTask(a, body, { flag: 'ok', comment: body.comment }, async (tx, instance, task) => {
        const [table, id] = instance.businessKey.split(':');
        if (table !== LEAVE_TABLE || task.elementId !== ADJUST_STEP) throw invalid('leaveNotAdjusting');
        leaveId = id!;
        await tx.updateLeave(leaveId, {
          startTime,
          endTime,
          days,
          reason: body.reason,
          taskUser: body.taskUser,
          updateUser: a.userId,
          updateTime: new Date(),
        });
        return { taskUser: body.taskUser, days, startTime: body.startTime, endTime: body.endTime };
      });
      return detail(a, leaveId);
    },
  };
}
export type LeaveService = ReturnType<typeof createLeaveService>;
