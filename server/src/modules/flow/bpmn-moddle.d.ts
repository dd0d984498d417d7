/** bpmn-moddle 10 ships types under `bpmn-moddle/types` only; this is the part diagram.ts uses. */
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: { message: string }[] }>;
  }
}
