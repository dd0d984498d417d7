/**
 * The edited XML as the file deploy-upload takes: named after the process key, so the server
 * deploys it as that key's next version.
 */
export function diagramFile(xml: string, key: string): File {
  return new File([xml], `${key || 'process'}.bpmn20.xml`, { type: 'text/xml' });
}
