import type { FlowDefinitionRecord, FlowHistoryRecord, FlowTaskRecord, LeaveRecord } from '@invest/contract/flow';
import { callAs, type Who } from './calls.js';

/** Calls of the workflow API as the console makes them, for the flow-*.test.ts files. */
export const W = '/api/blade-flow/work';
export const LEAVE = '/api/blade-desk/process/leave';

export async function startable(who: Who, key = 'Leave'): Promise<FlowDefinitionRecord> {
  const res = await callAs(who, 'GET', `${W}/start-list?size=100`);
  const def = (res.body.data.records as FlowDefinitionRecord[]).find((d) => d.key === key);
  if (!def) throw new Error(`no startable definition ${key}: ${JSON.stringify(res.body)}`);
  return def;
}

/** Asks for leave from 1 December, 09:00, for `days` days (the last one ending at 18:00). */
export async function requestLeave(who: Who, approverId: string, days: number, definitionId?: string) {
  const end = new Date(2026, 11, days, 18, 0, 0);
  const endTime = `2026-12-${String(end.getDate()).padStart(2, '0')} 18:00:00`;
  return callAs(who, 'POST', `${LEAVE}/start-process`, {
    processDefinitionId: definitionId ?? (await startable(who)).id,
    taskUser: approverId,
    startTime: '2026-12-01 09:00:00',
    endTime,
    reason: `休假 ${days} 天`,
  });
}

export async function leaveStarted(who: Who, approverId: string, days: number, definitionId?: string) {
  const res = await requestLeave(who, approverId, days, definitionId);
  if (res.status !== 200) throw new Error(`leave request failed: ${JSON.stringify(res.body)}`);
  return res.body.data as LeaveRecord;
}

export async function tasks(who: Who, box: 'todo' | 'claim'): Promise<FlowTaskRecord[]> {
  return (await callAs(who, 'GET', `${W}/${box}-list?size=100`)).body.data.records as FlowTaskRecord[];
}

/** The waiting task of an instance in `who`'s to-do (or claim) list. */
export async function taskOf(who: Who, instanceId: string, box: 'todo' | 'claim' = 'todo') {
  return (await tasks(who, box)).find((t) => t.processInstanceId === instanceId);
}

export function complete(who: Who, task: FlowTaskRecord, flag: string, comment = '', variables?: object) {
  return callAs(who, 'POST', `${W}/complete-task`, {
    taskId: task.taskId,
    processInstanceId: task.processInstanceId,
    flag,
    comment,
    ...(variables ? { variables } : {}),
  });
}

export async function history(who: Who, instanceId: string): Promise<FlowHistoryRecord[]> {
  const res = await callAs(who, 'GET', `/api/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`);
  return res.body.data as FlowHistoryRecord[];
}

export async function leaveDetail(who: Who, businessId: string): Promise<LeaveRecord> {
  return (await callAs(who, 'GET', `${LEAVE}/detail?businessId=${businessId}`)).body.data as LeaveRecord;
}
