import type { Decision } from '../../db/schema/flow.js';
import type { Variables } from '../flow/engine.js';
import type { BusinessHooks, InstanceRow } from '../flow/service.js';

/** The process key of processes/project-approval.bpmn. */
export const PROJECT_APPROVAL_KEY = 'ProjectApproval';

/**
 * An approval's variables: the ordered approvers, `step` (the position, from 1, of the one deciding
 * now; the diagram's gateway ends the approval after the last), and what its reminders say.
 */
export function approvalVariables(v: { approverIds: string[]; projectName: string; typeName: string; title: string }) {
  return { approvers: v.approverIds, step: 1, projectName: v.projectName, typeName: v.typeName, title: v.title };
}

export const approversOf = (v: Variables): string[] => (Array.isArray(v.approvers) ? v.approvers.map(String) : []);
export const stepOf = (v: Variables): number => Number(v.step) || 0;
const text = (v: Variables, name: string) => String(v[name] ?? '');

/** An approved step hands the approval to the next approver. */
export const nextStepVariables = (v: Variables, decision: Decision): Variables =>
  decision === 'approve' ? { step: stepOf(v) + 1 } : {};

const approvalIdOf = (instance: InstanceRow) => instance.businessKey.split(':')[1] ?? '';

/** The approval module's part in the steps of its instances, and its reminders (keyed by the approval). */
export const approvalHooks: BusinessHooks = {
  completing: async (_tx, instance, _task, decision) => nextStepVariables(instance.variables, decision),
  todo: (instance) => ({
    eventKey: 'approval',
    businessId: approvalIdOf(instance),
    msg: `「${text(instance.variables, 'projectName')}」${text(instance.variables, 'typeName')}审批等待您处理`,
  }),
  ended: (instance) => ({
    eventKey: 'approval',
    businessId: approvalIdOf(instance),
    msg: `您发起的「${text(instance.variables, 'title')}」${instance.variables.approved === true ? '已通过' : '已驳回'}`,
  }),
};
