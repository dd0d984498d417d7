import { BpmnModdle } from 'bpmn-moddle';
import { evaluate } from 'feelin';
import type { DiagramElement, UserTaskSpec } from '../../db/schema/flow.js';
import { compileDiagram } from './engine.js';

/** What a deployment keeps of a diagram. */
export type Diagram = {
  key: string;
  name: string;
  compiled: string;
  elements: Record<string, DiagramElement>;
  userTasks: UserTaskSpec[];
};

/** Why an uploaded diagram was refused; `line` is 1-based when the parser knows it. */
export class DiagramError extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
  ) {
    super(reason);
  }
}

/** A repeating timer (timeCycle): refused with its own message key. */
export class TimerCycleError extends DiagramError {
  constructor(readonly element: string) {
    super(`${element}: repeating timers (timeCycle) are not supported`);
  }
}

/**
 * The elements this server can drive: people's tasks, gateways, plain events, timers (jobs in the
 * database: a boundary timer on a user task, or an intermediate timer catch). Anything else would
 * run code (script and service tasks) or wait for something nothing sends (messages, signals); it
 * is refused at deploy, not found at run time.
 */
const SUPPORTED_TYPES = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:UserTask',
  'bpmn:ManualTask',
  'bpmn:Task',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:SequenceFlow',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:TerminateEventDefinition',
  'bpmn:BoundaryEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:TimerEventDefinition',
]);
const REFUSAL_REASONS: Record<string, string> = {
  'bpmn:ScriptTask': 'script tasks are not allowed',
  // The engine reports the sub-process, not the tasks inside it, as waiting.
  'bpmn:SubProcess': 'sub-processes are not supported yet',
};

type ModdleElement = {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  $attrs?: Record<string, string>;
  flowElements?: ModdleElement[];
  eventDefinitions?: ModdleElement[];
  conditionExpression?: { body?: string; language?: string };
  rootElements?: ModdleElement[];
  attachedToRef?: { id?: string; $type?: string };
  cancelActivity?: boolean;
  timeDuration?: { body?: string };
  timeDate?: { body?: string };
  timeCycle?: { body?: string };
};

/** ISO 8601 durations as bpmn-elements reads them: P2D, PT48H, P1DT12H, PT1S. */
const DURATION = /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
/** ISO 8601 date-times with a zone (a date without one would depend on the server's zone). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Timer events: a boundary timer on a user task or an intermediate timer catch, due after a
 * duration or at a date; repeating timers and timer start events are refused.
 */
function checkEvent(el: ModdleElement) {
  const definitions = el.eventDefinitions ?? [];
  const timer = definitions.find((d) => d.$type === 'bpmn:TimerEventDefinition');
  if (el.$type === 'bpmn:StartEvent' || el.$type === 'bpmn:EndEvent' || el.$type === 'bpmn:IntermediateThrowEvent') {
    if (timer) throw new DiagramError(`${el.id}: timer start events are not supported`);
    return;
  }
  if (el.$type !== 'bpmn:BoundaryEvent' && el.$type !== 'bpmn:IntermediateCatchEvent') return;
  if (!timer || definitions.length !== 1)
    throw new DiagramError(
      `${el.id}: message and signal events are not supported (nothing sends them); only timers can wait here`,
    );
  if (el.$type === 'bpmn:BoundaryEvent' && el.attachedToRef?.$type !== 'bpmn:UserTask')
    throw new DiagramError(`${el.id}: a boundary timer must be attached to a user task`);
  if (timer.timeCycle) throw new TimerCycleError(el.id ?? '');
  const duration = timer.timeDuration?.body?.trim();
  const date = timer.timeDate?.body?.trim();
  if ((duration ? 1 : 0) + (date ? 1 : 0) !== 1)
    throw new DiagramError(`${el.id}: a timer needs one duration (timeDuration) or one date (timeDate)`);
  if (duration && !DURATION.test(duration))
    throw new DiagramError(`${el.id}: ${duration} is not an ISO 8601 duration such as P2D or PT48H`);
  if (date && (!DATE_TIME.test(date) || Number.isNaN(Date.parse(date))))
    throw new DiagramError(
      `${el.id}: ${date} is not an ISO 8601 date-time with a zone, e.g. 2027-01-31T18:00:00+08:00`,
    );
}

/** A literal assignee or candidate list: user ids, comma separated. */
const USER_IDS = /^\d{1,19}(\s*,\s*\d{1,19})*$/;

/** `unparsable content … line: 3 column: 27 nested error: …` → line 4 and the nested reason. */
function parserFailure(message: string): DiagramError {
  const line = /line: (\d+)/.exec(message);
  const nested = /nested error: (.+)/.exec(message);
  return new DiagramError(nested?.[1] ?? message.split('\n')[0]!, line ? Number(line[1]) + 1 : undefined);
}

/** A Camunda/Flowable task attribute by its local name (`camunda:assignee`, `flowable:assignee`). */
function attribute(el: ModdleElement, localName: string): string {
  const entry = Object.entries(el.$attrs ?? {}).find(([name]) => name.split(':').pop() === localName);
  return entry?.[1].trim() ?? '';
}

function checkFeel(where: string, expression: string) {
  try {
    evaluate(expression.replace(/^\s*=/, ''), {});
  } catch (err) {
    throw new DiagramError(`${where}: not a FEEL expression (${(err as Error).message})`);
  }
}

function checkCondition(flow: ModdleElement) {
  const c = flow.conditionExpression;
  if (!c) return;
  if (c.language && !/^feel$/i.test(c.language))
    throw new DiagramError(`condition of ${flow.id}: language ${c.language} is not allowed, use FEEL`);
  const body = c.body?.trim() ?? '';
  if (!body || body.includes('${') || body.includes('#{'))
    throw new DiagramError(`condition of ${flow.id}: write it in FEEL, e.g. days > 3`);
  checkFeel(`condition of ${flow.id}`, body);
}

function walk(elements: ModdleElement[], visit: (el: ModdleElement) => void) {
  for (const el of elements) {
    visit(el);
    el.eventDefinitions?.forEach(visit);
    if (el.flowElements) walk(el.flowElements, visit);
  }
}

/**
 * Reads and checks an uploaded .bpmn file: well-formed, no DOCTYPE or entities, exactly one
 * executable process, no scripts, conditions in FEEL only. Throws DiagramError with the reason.
 */
export async function readDiagram(xml: string): Promise<Diagram> {
  // saxen would not resolve entities anyway; refusing them outright keeps XXE and billion-laughs out.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    const line = xml.slice(0, xml.search(/<!DOCTYPE|<!ENTITY/i)).split('\n').length;
    throw new DiagramError('DOCTYPE and entity declarations are not allowed', line);
  }
  let root: ModdleElement;
  try {
    const parsed = await new BpmnModdle().fromXML(xml);
    if (parsed.warnings.length) throw parserFailure(parsed.warnings[0]!.message);
    root = parsed.rootElement as unknown as ModdleElement;
  } catch (err) {
    if (err instanceof DiagramError) throw err;
    throw parserFailure((err as Error).message);
  }
  const processes = (root.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process' && e.isExecutable);
  if (processes.length !== 1) throw new DiagramError('the file must hold exactly one executable process');
  const process = processes[0]!;
  if (!process.id || process.id.length > 128) throw new DiagramError('the process id must have 1 to 128 characters');

  const elements: Record<string, DiagramElement> = {};
  const userTasks: UserTaskSpec[] = [];
  walk(process.flowElements ?? [], (el) => {
    if (!SUPPORTED_TYPES.has(el.$type))
      throw new DiagramError(
        `${el.id ?? el.$type}: ${REFUSAL_REASONS[el.$type] ?? `${el.$type.replace('bpmn:', '')} is not supported`}`,
      );
    if ((el.id?.length ?? 0) > 128) throw new DiagramError(`${el.id!.slice(0, 40)}…: ids have at most 128 characters`);
    if (el.$type === 'bpmn:SequenceFlow') return checkCondition(el);
    checkEvent(el);
    if (el.id && !el.$type.endsWith('EventDefinition'))
      elements[el.id] = {
        name: (el.name ?? el.id).slice(0, 200),
        type: el.$type,
        ...(el.$type === 'bpmn:BoundaryEvent'
          ? { attachedTo: el.attachedToRef!.id!, interrupting: el.cancelActivity !== false }
          : {}),
      };
    if (el.$type !== 'bpmn:UserTask') return;
    const task = {
      id: el.id!,
      name: elements[el.id!]!.name,
      assignee: attribute(el, 'assignee'),
      candidateUsers: attribute(el, 'candidateUsers'),
      candidateGroups: attribute(el, 'candidateGroups'),
    };
    for (const field of ['assignee', 'candidateUsers'] as const) {
      const value = task[field];
      if (value.startsWith('=')) checkFeel(`${field} of ${task.id}`, value);
      else if (value && !USER_IDS.test(value))
        throw new DiagramError(`${field} of ${task.id}: user ids, or a FEEL expression such as =taskUser`);
    }
    if (!task.assignee && !task.candidateUsers && !task.candidateGroups)
      throw new DiagramError(`${task.id}: a user task needs an assignee, candidate users or candidate groups`);
    userTasks.push(task);
  });

  let compiled: string;
  try {
    compiled = await compileDiagram(xml);
  } catch (err) {
    throw new DiagramError((err as Error).message);
  }
  return { key: process.id, name: (process.name ?? process.id).slice(0, 200), compiled, elements, userTasks };
}
