/** Permission codes of the Workflow menus (seeded by db/seed/flow.ts); routes declare them. */
export const FLOW_CODES = {
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
