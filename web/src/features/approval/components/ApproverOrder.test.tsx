import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { mountInConsole } from '../../../test/mountInConsole';
import type { UserRef } from '../../../components/users/UserSearchSelect';
import { ApproverOrder } from './ApproverOrder';

vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(vi.fn()));

const screen = mountInConsole();
const approvers: UserRef[] = [
  { id: 'u1', name: '陈建国' },
  { id: 'u2', name: '李娜' },
  { id: 'u3', name: '王强' },
];

const rows = () => [...screen.host.querySelectorAll('[data-testid=approver-item]')];
const names = () => rows().map((row) => row.querySelector('[data-testid=approver-name]')?.textContent);
const button = (row: number, testId: string) => {
  const found = rows()[row]?.querySelector<HTMLButtonElement>(`[data-testid=${testId}]`);
  if (!found) throw new Error(`no ${testId} in row ${row + 1}`);
  return found;
};

it('lists the approvers in order, each with its position and its controls', async () => {
  await screen.render(<ApproverOrder value={approvers} onChange={vi.fn()} />);
  expect(names()).toEqual(['陈建国', '李娜', '王强']);
  expect(rows().map((row) => row.textContent?.slice(0, 1))).toEqual(['1', '2', '3']);
  // The first cannot move up and the last cannot move down.
  expect(button(0, 'approver-up').disabled).toBe(true);
  expect(button(2, 'approver-down').disabled).toBe(true);
  expect(button(1, 'approver-up').disabled).toBe(false);
});

it('moves and removes an approver through the row controls', async () => {
  const onChange = vi.fn();
  await screen.render(<ApproverOrder value={approvers} onChange={onChange} />);
  await act(async () => button(2, 'approver-up').click());
  expect(onChange).toHaveBeenLastCalledWith([approvers[0], approvers[2], approvers[1]]);
  await act(async () => button(0, 'approver-remove').click());
  expect(onChange).toHaveBeenLastCalledWith([approvers[1], approvers[2]]);
});

it('shows no list while nobody is chosen', async () => {
  await screen.render(<ApproverOrder value={[]} onChange={vi.fn()} />);
  expect(rows()).toHaveLength(0);
  expect(screen.host.querySelector('ul')).toBeNull();
});
