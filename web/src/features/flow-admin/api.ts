import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flowApi } from '@invest/contract/api/flow';
import type { PageParams } from '../../components/crud/useServerTable';
import { call } from '../../lib/api';

/** The one filter both screens have: the category `flow_<dictKey>`. */
export type FlowFilters = { category?: string };

export const flowAdminKeys = {
  all: ['flow-admin'] as const,
  definitions: ['flow-admin', 'definitions'] as const,
  instances: ['flow-admin', 'instances'] as const,
};

export const fetchDefinitionPage = (query: PageParams & FlowFilters) => call(flowApi.managerList, { query });
/** Whether some version of this process key is deployed (新建 refuses a key that is). */
export const keyInUse = async (processDefinitionKey: string) =>
  (await call(flowApi.managerList, { query: { processDefinitionKey, current: 1, size: 1 } })).total > 0;
export const fetchInstancePage = (query: PageParams & FlowFilters) => call(flowApi.followList, { query });

/**
 * Deploys one .bpmn file. Silent: the dialog shows the server's refusal (a parse error names the
 * line and the reason) next to the file instead of a toast that disappears.
 */
export function deployDiagram({ file, category }: { file: File; category: string }) {
  const form = new FormData();
  form.append('category', category);
  form.append('files', file);
  return call(flowApi.deploy, { body: form }, { silent: true });
}

const changeState = ({ processId, state }: { processId: string; state: 'active' | 'suspend' }) =>
  call(flowApi.changeState, { query: { processId, state } });
const deleteDeployment = (deploymentId: string) =>
  call(flowApi.deleteDeployment, { query: { deploymentIds: deploymentId } });
const terminate = ({ processInstanceId, deleteReason }: { processInstanceId: string; deleteReason: string }) =>
  call(flowApi.terminate, { query: { processInstanceId, deleteReason } });

/** Any change here may change both screens (and the work lists of other features). */
function useFlowAdminMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowAdminKeys.all }),
  });
}

export const useDeployDiagram = () => useFlowAdminMutation(deployDiagram);
export const useChangeState = () => useFlowAdminMutation(changeState);
export const useDeleteDeployment = () => useFlowAdminMutation(deleteDeployment);
export const useTerminate = () => useFlowAdminMutation(terminate);
