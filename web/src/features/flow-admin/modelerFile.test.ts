import { describe, expect, it } from 'vitest';
import { fileProblem } from './deployFile';
import { diagramFile } from './modelerFile';

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
