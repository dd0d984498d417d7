import { describe, expect, it } from 'vitest';
import { fileProblem, previewDiagram } from './deployFile';
import { diagramFile, EMPTY_DIAGRAM, PROCESS_KEY, withProcessIdentity } from './modelerFile';

describe('the modeler upload', () => {
  it('sends the edited XML as a file the deploy dialog would accept, named after the key', async () => {
    const xml = '<definitions><process id="leave" /></definitions>';
    const file = diagramFile(xml, 'leave');
    expect(file.name).toBe('leave.bpmn20.xml');
    expect(fileProblem(file)).toBeUndefined();
    expect(await file.text()).toBe(xml);
  });

  it('still names the file when the diagram has no key (the server then refuses it)', () => {
    expect(diagramFile('<x/>', '').name).toBe('process.bpmn20.xml');
  });
});

describe('a new process (新建)', () => {
  it('deploys the empty diagram under the chosen key and name, the plane following the process', () => {
    const xml = withProcessIdentity(EMPTY_DIAGRAM, 'Reimbursement', '报销流程');
    expect(previewDiagram(xml)).toEqual({ ok: true, key: 'Reimbursement', name: '报销流程', steps: [] });
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagNameNS('*', 'BPMNPlane')[0]!.getAttribute('bpmnElement')).toBe('Reimbursement');
    expect(doc.getElementsByTagNameNS('*', 'process')[0]!.getAttribute('isExecutable')).toBe('true');
  });

  it('leaves a file without a process as it is', () => {
    expect(withProcessIdentity('<x/>', 'A', 'B')).toBe('<x/>');
  });

  it('takes keys that are XML names of letters, digits, _ and -', () => {
    for (const ok of ['Leave', '_a', 'expense-claim_2', 'A'.repeat(64)]) expect(PROCESS_KEY.test(ok), ok).toBe(true);
    for (const bad of ['', '1abc', '-a', 'a b', '请假', 'a:b', 'A'.repeat(65)])
      expect(PROCESS_KEY.test(bad), bad).toBe(false);
  });
});
