import { readFile } from 'node:fs/promises';
import { readDiagram } from './diagram.js';
import type { FlowTx } from './repo.js';

/** The `flow` dictionary's categories of the shipped processes (`flow_<dictKey>`). */
export const LEAVE_CATEGORY = 'flow_1';
export const PROJECT_APPROVAL_CATEGORY = 'flow_2';

/** The processes the product ships, as `.bpmn` files in the sources, and their categories. */
const SHIPPED = [
  { file: 'leave.bpmn', category: LEAVE_CATEGORY },
  { file: 'project-approval.bpmn', category: PROJECT_APPROVAL_CATEGORY },
] as const;

// From src/modules/flow or dist/modules/flow alike: the diagrams ship in the sources, as the migrations do.
const sourceOf = (file: string) =>
  readFile(new URL(`../../../src/modules/flow/processes/${file}`, import.meta.url), 'utf8');

/**
 * Deploys each shipped process as version 1 in a tenant that has no version of its key yet (a new
 * tenant, or one created before the process shipped); an administrator's later versions stay.
 */
export async function deployShipped(tx: FlowTx, tenantId: string): Promise<void> {
  for (const { file, category } of SHIPPED) {
    const xml = await sourceOf(file);
    const diagram = await readDiagram(xml);
    if ((await tx.nextVersion(tenantId, diagram.key)) > 1) continue;
    await tx.deploy(
      { tenantId, name: file, category },
      {
        tenantId,
        key: diagram.key,
        version: 1,
        name: diagram.name,
        category,
        xml,
        compiled: diagram.compiled,
        elements: diagram.elements,
        userTasks: diagram.userTasks,
      },
    );
  }
}
