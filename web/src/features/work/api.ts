import { useQuery } from '@tanstack/react-query';
import { flowApi } from '@invest/contract/api/flow';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';
import { flowKeys, useFlowAction } from '../flow/api';

/** The four work lists after 发起事务 (spec §7 Workflow). */
export type TaskBox = 'claim' | 'todo';
export type InstanceBox = 'send' | 'done';

export type WorkFilters = { processDefinitionName?: string; category?: string };

/** Under `flow`, so any task action refreshes every list, diagram and timeline. */
export const workKeys = {
  start: (filters: WorkFilters) => [...flowKeys.all, 'work', 'start', filters] as const,
  list: (box: TaskBox | InstanceBox) => [...flowKeys.all, 'work', box] as const,
};

const TASK_LISTS = { claim: flowApi.claimList, todo: flowApi.todoList } as const;
const INSTANCE_LISTS = { send: flowApi.sendList, done: flowApi.doneList } as const;

export const fetchTaskPage = (box: TaskBox, query: PageParams & WorkFilters) => call(TASK_LISTS[box], { query });
export const fetchInstancePage = (box: InstanceBox, query: PageParams & WorkFilters) =>
  call(INSTANCE_LISTS[box], { query });

/** The most definitions 发起事务 shows at once (the newest active version of each process). */
const START_LIMIT = 200;

/** The definitions the user may start, filtered by name. */
export function useStartable(filters: WorkFilters) {
  return useQuery({
    queryKey: workKeys.start(filters),
    queryFn: () => call(flowApi.startList, { query: { current: 1, size: START_LIMIT, ...filters } }),
  });
}

export const useClaimTask = () => useFlowAction((taskId: string) => call(flowApi.claimTask, { query: { taskId } }));
export const useWithdraw = () =>
  useFlowAction((processInstanceId: string) => call(flowApi.withdraw, { query: { processInstanceId } }));
