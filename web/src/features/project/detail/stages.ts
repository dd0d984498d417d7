import { STAGE } from '@invest/contract/pipeline';

/** Stage tag colours: antd preset names, so every theme (light, dark) draws them in its own palette. */
export const STAGE_COLORS: Record<string, string> = {
  [STAGE.reserve]: 'default',
  [STAGE.initiated]: 'blue',
  [STAGE.diligence]: 'cyan',
  [STAGE.committee]: 'purple',
  [STAGE.invested]: 'green',
  [STAGE.exited]: 'gold',
  [STAGE.terminated]: 'red',
};
