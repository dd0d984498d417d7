/**
 * The edited XML as the file deploy-upload takes: named after the process key, so the server
 * deploys it as that key's next version.
 */
export function diagramFile(xml: string, key: string): File {
  return new File([xml], `${key || 'process'}.bpmn20.xml`, { type: 'text/xml' });
}

const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const BPMNDI_NS = 'http://www.omg.org/spec/BPMN/20100524/DI';

/**
 * A new process's key: its BPMN process id, hence an XML name. Kept to letters, digits, `_` and
 * `-` after a letter or `_`, at most 64 characters (the server takes up to 128).
 */
export const PROCESS_KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/**
 * What 新建 opens: an executable process with one start event, drawn. Its id and name are the
 * administrator's key and name, set when it is deployed (withProcessIdentity).
 */
export const EMPTY_DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="${BPMN_NS}" xmlns:bpmndi="${BPMNDI_NS}" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Definitions_new" targetNamespace="https://invest-console/flow">
  <bpmn:process id="Process_new" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_new">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/**
 * The diagram with its process renamed: id `key` (the key it deploys under) and name `name`, the
 * diagram's plane following the id. Unchanged when the XML has no process (the server says why).
 */
export function withProcessIdentity(xml: string, key: string, name: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const process = doc.getElementsByTagNameNS(BPMN_NS, 'process')[0];
  if (!process || doc.getElementsByTagName('parsererror').length) return xml;
  const before = process.getAttribute('id');
  process.setAttribute('id', key);
  process.setAttribute('name', name);
  for (const plane of doc.getElementsByTagNameNS(BPMNDI_NS, 'BPMNPlane'))
    if (plane.getAttribute('bpmnElement') === before) plane.setAttribute('bpmnElement', key);
  return new XMLSerializer().serializeToString(doc);
}
