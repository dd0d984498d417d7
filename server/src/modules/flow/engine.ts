import { EventEmitter } from 'node:events';
import { Timers } from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import type { WaitingTimer } from '../../db/schema/flow.js';
import { evaluate } from 'feelin';

/**
 * bpmn-engine, run one step at a time and never kept in memory: a step builds an engine from the
 * saved state, applies one signal, reads the new state and stops it (docs/decisions.md, "Workflow
 * engine"). Callers persist what a step returns.
 */

export type Variables = Record<string, unknown>;
/** bpmn-engine's `getState()` without the diagram source, which the definition row keeps once. */
export type EngineState = Record<string, unknown>;

export type StepResult = {
  state: EngineState;
  /** Ids of the elements waiting for a signal (user tasks). */
  waiting: string[];
  ended: boolean;
  /** Timer events waiting after the step, each with when it falls due; the caller schedules them as jobs. */
  timers: WaitingTimer[];
  /** Ids of the timer events that fell due and fired during the step. */
  fired: string[];
};

/** A step the diagram cannot take (a condition that fails, a gateway with no way out). */
export class EngineStepError extends Error {}

/** A FEEL expression's value against the variables; FEEL has no access to anything else. */
export function evaluateFeel(expression: string, variables: Variables): unknown {
  return evaluate(expression.replace(/^\s*=/, ''), variables).value;
}

/**
 * The engine's script handler, limited to sequence-flow conditions written in FEEL (`days > 3`,
 * or Camunda 8's `=days > 3`). Script tasks and JavaScript conditions are refused at deploy; were
 * one to get this far, it is not registered and the engine fails the step instead of running it.
 */
function feelConditions(variables: Variables) {
  const conditions = new Map<
    string,
    { execute: (_scope: unknown, next: (err: Error | null, ok?: boolean) => void) => void }
  >();
  return {
    register({
      id,
      type,
      behaviour,
    }: {
      id: string;
      type: string;
      behaviour: { conditionExpression?: { body?: string } };
    }) {
      const body = type === 'bpmn:SequenceFlow' ? behaviour.conditionExpression?.body : undefined;
      if (!body) return undefined;
      const condition = {
        execute(_scope: unknown, next: (err: Error | null, ok?: boolean) => void) {
          let value: unknown;
          try {
            value = evaluateFeel(body, variables);
          } catch (err) {
            return next(err as Error);
          }
          next(null, value === true);
        },
      };
      conditions.set(id, condition);
      return condition;
    },
    getScript: (_language: string, { id }: { id: string }) => conditions.get(id),
  };
}

/**
 * bpmn-elements resolves `${...}` in names, timers and service references by walking objects and
 * calling functions; here text is only text, so an uploaded diagram cannot reach into the server.
 */
const literalExpressions = {
  resolveExpression: (text: unknown) => text,
  isExpression: () => false,
  hasExpression: () => false,
};

/**
 * bpmn-elements' timers with nothing scheduled in this process: a timer event only registers its
 * element and `expireAt` here (the saved state keeps them too); the step's caller turns each into a
 * job in PostgreSQL. A timer already due when an instance resumes fires at once (timeout <= 0), so
 * resuming the instance is how a job fires it.
 */
function recordingTimers() {
  return new Timers({ setTimeout: () => null, clearTimeout: () => undefined } as never);
}

type TimerOwner = { id: string; expireAt?: Date | string };

/** One engine run: the engine, its timers, the listener, and the timer events that fired. */
function newEngine(variables: Variables, source?: string) {
  const timers = recordingTimers();
  const engine = new Engine({
    name: 'flow',
    ...(source ? { source } : {}),
    scripts: feelConditions(variables) as never,
    expressions: literalExpressions as never,
    timers: timers as never,
  });
  const fired: string[] = [];
  const listener = new EventEmitter();
  listener.on('activity.timeout', (api: { id: string }) => fired.push(api.id));
  let failure: Error | undefined;
  engine.once('error', (err: Error) => (failure = err));
  return { engine, timers, listener, fired, failed: () => failure };
}
type Run = ReturnType<typeof newEngine>;

async function finish({ engine, timers, fired, failed }: Run): Promise<StepResult> {
  const error = failed();
  if (error) {
    await engine.stop();
    throw new EngineStepError(error.message);
  }
  const ended = engine.state === 'idle';
  const waiting = ended ? [] : (engine.execution?.getPostponed() ?? []).map((a) => a.id);
  // Read before stopping: stopping clears them.
  const waitingTimers = ended
    ? []
    : (timers.executing as unknown as { owner: TimerOwner | null }[]).flatMap(({ owner }) =>
        owner?.expireAt ? [{ elementId: owner.id, expireAt: new Date(owner.expireAt).toISOString() }] : [],
      );
  const state = (await engine.getState()) as unknown as { definitions: Record<string, unknown>[] };
  if (!ended) await engine.stop();
  // The source is the definition's; each instance carries only its tokens.
  for (const d of state.definitions) delete d.source;
  return { state: state as unknown as EngineState, waiting, ended, timers: waitingTimers, fired };
}

/** A signal for a task that is no longer waiting because a timer fell due first and took it away. */
export class TimerFiredFirst extends EngineStepError {}

/** The engine's serialized form of a diagram (what `resume` needs), and proof that it loads. */
export async function compileDiagram(xml: string): Promise<string> {
  const state = (await newEngine({}, xml).engine.getState()) as unknown as { definitions: { source: string }[] };
  return state.definitions[0]!.source;
}

/** Runs a new instance of a diagram up to its first wait. */
export async function startProcess(xml: string, variables: Variables): Promise<StepResult> {
  const run = newEngine(variables, xml);
  await run.engine.execute({ listener: run.listener });
  return finish(run);
}

/** Loads a saved instance and resumes it: timers past their `expireAt` fire on the way. */
async function resumeSaved(compiled: string, saved: EngineState, variables: Variables) {
  const run = newEngine(variables);
  const state = structuredClone(saved) as { definitions: Record<string, unknown>[] };
  for (const d of state.definitions) d.source = compiled;
  run.engine.recover(state as never);
  const execution = await run.engine.resume({ listener: run.listener });
  return { run, execution };
}

/**
 * Resumes a saved instance so that its timers that are due fire, and runs to the next wait or the
 * end. `fired` is empty when none was due (already fired, or not yet due): nothing changed then.
 */
export async function fireDueTimers(compiled: string, saved: EngineState, variables: Variables): Promise<StepResult> {
  const { run } = await resumeSaved(compiled, saved, variables);
  return finish(run);
}

/** Loads a saved instance, signals the waiting element `elementId`, and runs to the next wait or the end. */
export async function signalProcess(
  compiled: string,
  saved: EngineState,
  variables: Variables,
  elementId: string,
): Promise<StepResult> {
  const { run, execution } = await resumeSaved(compiled, saved, variables);
  if (!execution.getPostponed().some((a) => a.id === elementId)) {
    await run.engine.stop();
    // An interrupting timer that fell due before this signal (its job not run yet) took the task away.
    if (run.fired.length) throw new TimerFiredFirst(`${elementId} was interrupted by ${run.fired.join(', ')}`);
    throw new EngineStepError(`${elementId} is not waiting`);
  }
  execution.signal({ id: elementId });
  return finish(run);
}

/**
 * Runs a new instance of a diagram and takes `path` again (each earlier completed task with its
 * decision, in order) until `target` waits: the state of "returned to an earlier step". bpmn-engine
 * has no call that moves a token backwards, and discarding the current task would run dead-path
 * elimination into loops; replaying the same decisions uses only start and signal.
 */
export async function replayTo(
  xml: string,
  variables: Variables,
  path: { elementId: string; approved: boolean }[],
  target: string,
): Promise<StepResult> {
  const context = { ...variables };
  const run = newEngine(context, xml);
  const { engine, failed } = run;
  const execution = await engine.execute({ listener: run.listener });
  const waiting = () => execution.getPostponed().map((a) => a.id);
  for (const step of path) {
    if (failed() || !waiting().includes(step.elementId)) break;
    context.approved = step.approved;
    execution.signal({ id: step.elementId });
  }
  if (!failed() && !waiting().includes(target)) {
    await engine.stop();
    throw new EngineStepError(`${target} cannot be reached again`);
  }
  return finish(run);
}

type SavedChild = { id: string; counters?: { taken?: number; take?: number } };
type SavedProcess = { execution?: { children?: SavedChild[]; flows?: SavedChild[] } };

/** Ids of the elements and sequence flows an instance has passed through, read from its saved state. */
export function takenElements(saved: EngineState): string[] {
  const definitions = (saved as { definitions?: { execution?: { processes?: SavedProcess[] } }[] }).definitions ?? [];
  return definitions.flatMap((d) =>
    (d.execution?.processes ?? []).flatMap((p) => [
      ...(p.execution?.children ?? []).filter((c) => (c.counters?.taken ?? 0) > 0).map((c) => c.id),
      ...(p.execution?.flows ?? []).filter((f) => (f.counters?.take ?? 0) > 0).map((f) => f.id),
    ]),
  );
}
