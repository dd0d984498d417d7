import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flowApi } from '@invest/contract/api/flow';
import { call, type CallInput } from '../../lib/api';
import { reminderKeys } from '../reminder/api';

/** Query keys: everything of the workflow under `flow` (a task action refreshes them all). */
export const flowKeys = {
  all: ['flow'] as const,
  resource: (definitionId: string) => ['flow', 'resource', definitionId] as const,
  diagram: (instanceId: string) => ['flow', 'diagram', instanceId] as const,
  history: (instanceId: string) => ['flow', 'history', instanceId] as const,
};

/** A definition's BPMN XML; a deployed version never changes. */
export function useDefinitionXml(processDefinitionId: string | undefined) {
  return useQuery({
    queryKey: flowKeys.resource(processDefinitionId ?? ''),
    queryFn: () => call(flowApi.resource, { query: { processDefinitionId: processDefinitionId ?? '' } }),
    enabled: Boolean(processDefinitionId),
    staleTime: Infinity,
  });
}

/** An instance's state for the viewer: finished, active and untouched elements. */
export function useInstanceDiagram(processInstanceId: string | undefined) {
  return useQuery({
    queryKey: flowKeys.diagram(processInstanceId ?? ''),
    queryFn: () => call(flowApi.diagram, { query: { processInstanceId: processInstanceId ?? '' } }),
    enabled: Boolean(processInstanceId),
  });
}

/** An instance's steps (history-flow-list): who, which step, when, how long, decision and comment. */
export function useInstanceHistory(processInstanceId: string | undefined) {
  return useQuery({
    queryKey: flowKeys.history(processInstanceId ?? ''),
    queryFn: () => call(flowApi.history, { query: { processInstanceId: processInstanceId ?? '' } }),
    enabled: Boolean(processInstanceId),
  });
}

/** Any workflow action refreshes the work lists, diagrams and timelines, and the bell's to-dos. */
export function useFlowAction<A>(fn: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        [flowKeys.all, reminderKeys.all, ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

type BodyOf<E extends Parameters<typeof call>[0]> = NonNullable<CallInput<E>['body']>;

/** Complete the caller's task: `flag` 'ok' approves, anything else rejects (never read from the comment). */
export const useCompleteTask = () =>
  useFlowAction((body: BodyOf<typeof flowApi.completeTask>) => call(flowApi.completeTask, { body }));
export const useTransferTask = () =>
  useFlowAction((body: BodyOf<typeof flowApi.transferTask>) => call(flowApi.transferTask, { body }));
export const useReturnTask = () =>
  useFlowAction((body: BodyOf<typeof flowApi.returnTask>) => call(flowApi.returnTask, { body }));

/** The earlier steps a task may be returned to (asked for when the return dialog opens). */
export function useReturnTargets(taskId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...flowKeys.all, 'return-targets', taskId],
    queryFn: () => call(flowApi.returnTargets, { query: { taskId } }),
    enabled,
  });
}
