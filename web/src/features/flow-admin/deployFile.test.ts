import { describe, expect, it } from 'vitest';
// The diagram the server ships and deploys on first start.
import LEAVE from '../../../../server/src/modules/flow/processes/leave.bpmn?raw';
import { fileProblem, previewDiagram } from './deployFile';

describe('choosing a .bpmn file to deploy', () => {
  it('takes .bpmn, .bpmn20.xml and .xml files up to 512 KB', () => {
    expect(fileProblem({ name: 'leave.bpmn', size: 4000 })).toBeUndefined();
    expect(fileProblem({ name: 'Leave.BPMN20.XML', size: 4000 })).toBeUndefined();
    expect(fileProblem({ name: 'leave.xml', size: 512 * 1024 })).toBeUndefined();
  });

  it('refuses another type, an empty file and a file too large, before sending anything', () => {
    expect(fileProblem({ name: 'leave.pdf', size: 4000 })).toBe('fileType');
    expect(fileProblem({ name: 'leave.bpmn.exe', size: 4000 })).toBe('fileType');
    expect(fileProblem({ name: 'leave.bpmn', size: 0 })).toBe('fileEmpty');
    expect(fileProblem({ name: 'leave.bpmn', size: 512 * 1024 + 1 })).toBe('fileTooLarge');
  });
});

describe('the preview of a file before deploying it', () => {
  it('shows the shipped leave process: its key, name and user steps', () => {
    expect(previewDiagram(LEAVE)).toEqual({
      ok: true,
      key: 'Leave',
      name: '请假流程',
      steps: ['审批', '合伙人审批', '调整申请'],
    });
  });

  it('names the line and the reason of malformed XML', () => {
    const preview = previewDiagram('<?xml version="1.0"?>\n<definitions>\n  <process id="x">\n</definitions>');
    expect(preview).toMatchObject({ ok: false, problem: 'unreadable', line: 4 });
    expect(preview.ok === false && preview.problem === 'unreadable' && preview.reason).toBeTruthy();
  });

  it('says so when well-formed XML defines no BPMN process', () => {
    expect(previewDiagram('<definitions xmlns="http://example.com/other"><process id="x"/></definitions>')).toEqual({
      ok: false,
      problem: 'noProcess',
    });
  });
});
