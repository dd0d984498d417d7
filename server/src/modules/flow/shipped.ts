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
 * Deploys each shipped process in a tenant: as version 1 where the tenant has no version of its
 * key yet (a new tenant, or one created before the process shipped), and as the next version where
 * the newest is an older shipped one (the leave process gained its reminder timer this way). Where
 * an administrator deployed the newest version, theirs stays. Running instances keep their version.
 */
export async function deployShipped(tx: FlowTx, tenantId: string): Promise<void> {
  for (const { file, category } of SHIPPED) {
    const xml = await sourceOf(file);
    const diagram = await readDiagram(xml);
    const latest = await tx.latestDefinition(tenantId, diagram.key);
    if (latest && (latest.xml === xml || (await tx.deployedBy(latest.deploymentId)) !== null)) continue;
    // A deleted newest version still holds its number.
    const version = await tx.nextVersion(tenantId, diagram.key);
    if (!latest && version > 1) continue;
    await tx.deploy(
      { tenantId, name: file, category },
      {
        tenantId,
        key: diagram.key,
        version,
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
