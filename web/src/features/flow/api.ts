import { useQuery } from '@tanstack/react-query';
import { flowApi } from '@invest/contract/api/flow';
import { call } from '../../lib/api';

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
