import { describe, expect, it } from 'vitest';
import type { ApprovalRecord } from '@invest/contract/approval';
import { moveItem, stepState, typeForStage, waitingStep } from './approvalRules';

const step = (seq: number, decision: number | null) => ({
  seq,
  approverId: `u${seq}`,
  approverName: `U${seq}`,
  decision,
  comment: '',
  decidedAt: '',
});
const record = (status: number, currentStep: number, steps: ApprovalRecord['steps']) =>
  ({ status, currentStep, steps }) as ApprovalRecord;

describe('approval rules', () => {
  it('offers the one approval type a stage may apply for', () => {
    expect(typeForStage(0)).toBe(1);
    expect(typeForStage(3)).toBe(2);
    expect(typeForStage(4)).toBe(3);
    expect(typeForStage(2)).toBeUndefined();
    expect(typeForStage(9)).toBeUndefined();
  });

  it('tells decided, waiting and unreached steps apart', () => {
    const pending = record(0, 2, [step(1, 1), step(2, null), step(3, null)]);
    expect(pending.steps.map((s) => stepState(pending, s))).toEqual(['approved', 'waiting', 'notReached']);
    expect(waitingStep(pending)?.approverName).toBe('U2');
    // Rejected at the first step: the later one is never reached, and nothing waits.
    const rejected = record(2, 0, [step(1, 2), step(2, null)]);
    expect(rejected.steps.map((s) => stepState(rejected, s))).toEqual(['rejected', 'notReached']);
    expect(waitingStep(rejected)).toBeUndefined();
    // Withdrawn while its first step waited.
    const withdrawn = record(3, 0, [step(1, null)]);
    expect(stepState(withdrawn, withdrawn.steps[0]!)).toBe('notReached');
  });

  it('moves an approver up or down, and ignores a move off either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
