import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { mountInConsole } from '../../../test/mountInConsole';
import { TaskDecision } from './TaskDecision';
import { waitForScreen } from '../../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
const postData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http', async (original) => ({ ...(await original<object>()), getData, postData }));
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData, postData));

const COMPLETE = '/api/blade-flow/work/complete-task';
const WAIT = { timeout: 10_000 };

const screen = mountInConsole();
const text = () => screen.host.textContent ?? '';
const field = (testId: string) => screen.host.querySelector<HTMLTextAreaElement>(`[data-testid="${testId}"]`)!;
const click = (testId: string) => act(async () => field(testId).click());

/** Types into an antd text area as a user would (React reads the native value setter). */
async function type(testId: string, value: string) {
  const area = field(testId);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(area), 'value')!.set!;
  await act(async () => {
    setter.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function render() {
  const onDone = vi.fn();
  await screen.render(<TaskDecision taskId="11" processInstanceId="22" onDone={onDone} onClose={() => undefined} />);
  return onDone;
}

beforeEach(() => {
  postData.mockReset();
  postData.mockResolvedValue(undefined);
});

describe('deciding a task', () => {
  it('needs a comment first: 请先填写批复意见, and nothing is sent', async () => {
    await render();
    await click('flow-approve');
    await waitForScreen(() => expect(text()).toContain('请先填写批复意见'), WAIT);
    expect(postData).not.toHaveBeenCalled();
  });

  it('rejects when 驳回 is pressed even if the comment says 同意 (the decision is the flag)', async () => {
    const onDone = await render();
    await type('flow-comment', '同意');
    await click('flow-reject');
    await waitForScreen(() => expect(onDone).toHaveBeenCalled(), WAIT);
    expect(postData).toHaveBeenCalledWith(COMPLETE, {
      taskId: '11',
      processInstanceId: '22',
      flag: 'reject',
      comment: '同意',
      variables: {},
    });
  });

  it('approves with flag ok whatever the comment says', async () => {
    const onDone = await render();
    await type('flow-comment', '不同意也写在这里');
    await click('flow-approve');
    await waitForScreen(() => expect(onDone).toHaveBeenCalledWith('已提交审批意见'), WAIT);
    expect(postData).toHaveBeenCalledWith(
      COMPLETE,
      expect.objectContaining({ flag: 'ok', comment: '不同意也写在这里' }),
    );
  });
});
