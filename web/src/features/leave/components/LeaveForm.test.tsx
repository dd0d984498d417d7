import { act } from 'react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mountInConsole } from '../../../test/mountInConsole';
import { toLeaveBody, type LeaveValues } from '../leaveForm';
import { LeaveForm } from './LeaveForm';
import { waitForScreen } from '../../../test/mountRoot';

const screen = mountInConsole();
/** The first render of antd's form on a busy machine takes seconds. */
const WAIT = { timeout: 10_000 };
afterEach(() => act(() => void i18n.changeLanguage('zh')));

const FILLED: LeaveValues = {
  approver: { id: '1004', name: '李娜' },
  startTime: dayjs('2027-03-01 09:00:00'),
  endTime: dayjs('2027-03-05 18:00:00'),
  reason: '家中有事',
};

async function renderForm(initialValues?: LeaveValues) {
  const onSubmit = vi.fn(async () => undefined);
  const onDone = vi.fn();
  await screen.render(
    <LeaveForm onSubmit={onSubmit} onDone={onDone} onCancel={() => undefined} initialValues={initialValues} />,
  );
  return { onSubmit, onDone };
}

const text = () => screen.host.textContent ?? '';
const days = () => screen.host.querySelector('[data-testid="leave-days"]')?.textContent;

async function submit() {
  await act(async () => screen.host.querySelector<HTMLButtonElement>('[data-testid="leave-submit"]')!.click());
}

describe('the leave form', () => {
  it('asks for every field before sending anything', async () => {
    const { onSubmit } = await renderForm();
    expect(days()).toBe('-');
    await submit();
    await waitForScreen(() => expect(text()).toContain('请选择审批人'), WAIT);
    expect(text()).toContain('请选择开始时间');
    expect(text()).toContain('请选择结束时间');
    expect(text()).toContain('请填写请假理由');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an end that is not after the start, in the user's language", async () => {
    const backwards = { ...FILLED, endTime: dayjs('2027-03-01 08:00:00') };
    const { onSubmit } = await renderForm(backwards);
    expect(days()).toBe('-');
    await submit();
    await waitForScreen(() => expect(text()).toContain('结束时间必须晚于开始时间'), WAIT);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(() => i18n.changeLanguage('en'));
    await renderForm(backwards);
    await submit();
    await waitForScreen(() => expect(text()).toContain('The end must be after the start'), WAIT);
  });

  it('shows the days (a part day counts as one) and sends the request as the server takes it', async () => {
    const { onSubmit, onDone } = await renderForm(FILLED);
    expect(days()).toBe('5 天');
    await submit();
    await waitForScreen(() => expect(onDone).toHaveBeenCalled(), WAIT);
    const values = (onSubmit.mock.calls[0] as unknown as [LeaveValues])[0];
    expect(toLeaveBody(values)).toEqual({
      taskUser: '1004',
      startTime: '2027-03-01 09:00:00',
      endTime: '2027-03-05 18:00:00',
      reason: '家中有事',
    });
  });
});
