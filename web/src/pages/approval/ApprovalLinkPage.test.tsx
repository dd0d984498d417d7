import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalLinkTask } from '@invest/contract/flow';
import '../../lib/i18n';
import { md5Hex } from '../../lib/crypto';
import { HttpError } from '../../lib/httpError';
import { mountInConsole } from '../../test/mountInConsole';
import ApprovalLinkPage from './ApprovalLinkPage';
import { waitForScreen } from '../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
const postData = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http', async (original) => ({ ...(await original<object>()), getData, postData }));
vi.mock('../../lib/api', async () => (await import('../../test/callViaHttp')).callViaHttp(getData, postData));

const TASK: ApprovalLinkTask = {
  taskId: '11',
  taskName: '审批',
  processInstanceId: '7',
  processDefinitionName: '请假流程',
  category: 'flow_1',
  businessId: '3',
  applicantName: '张敏',
  assigneeName: '李娜',
  createTime: '2026-11-23 09:00:00',
  expireTime: '2026-11-26 09:00:00',
  history: [],
};
const COMPLETE = '/api/blade-flow/approval-link/complete';
const WAIT = { timeout: 10_000 };
const refusal = (msg: string, key: string, status = 400) => new HttpError(msg, status, 'answer', status, { key });

const screen = mountInConsole();
const text = () => screen.host.textContent ?? '';
const input = (testId: string) => screen.host.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)!;
const click = (testId: string) => act(async () => input(testId).click());

/** Types into an antd input as a user would (React reads the native value setter). */
async function type(testId: string, value: string) {
  const field = input(testId);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  await act(async () => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function open(token = 'tok.sig') {
  await screen.render(
    <MemoryRouter key={token} initialEntries={[`/approval-page?token=${token}`]}>
      <ApprovalLinkPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  getData.mockResolvedValue(TASK);
  postData.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('/approval-page', { timeout: 30_000 }, () => {
  it("shows the link's task and approves it with the assignee's password", async () => {
    await open();
    await waitForScreen(() => expect(text()).toContain('请假流程 · 审批'), WAIT);
    expect(text()).toContain('张敏');
    expect(getData).toHaveBeenCalledWith('/api/blade-flow/approval-link/task', { params: { token: 'tok.sig' } });

    await click('approval-link-approve');
    await waitForScreen(() => expect(text()).toContain('请输入登录密码'), WAIT);
    expect(postData).not.toHaveBeenCalled();

    await type('approval-link-password', 'Invest@2026');
    await click('approval-link-approve');
    await waitForScreen(() => expect(text()).toContain('已同意'), WAIT);
    expect(postData).toHaveBeenCalledWith(COMPLETE, {
      token: 'tok.sig',
      password: md5Hex('Invest@2026'),
      flag: 'ok',
      comment: '',
    });
  });

  it('asks for a comment before rejecting, and says so when the password is wrong', async () => {
    postData.mockRejectedValue(refusal('密码错误', 'flowLinkPassword', 403));
    await open();
    await waitForScreen(() => expect(input('approval-link-password')).toBeTruthy(), WAIT);
    await type('approval-link-password', 'wrong');
    await click('approval-link-reject');
    await waitForScreen(() => expect(text()).toContain('驳回时请填写审批意见'), WAIT);
    expect(postData).not.toHaveBeenCalled();

    await type('approval-link-comment', '时间冲突');
    await click('approval-link-reject');
    await waitForScreen(() => expect(text()).toContain('密码错误'), WAIT);
    expect(postData).toHaveBeenCalledWith(COMPLETE, expect.objectContaining({ flag: 'reject', comment: '时间冲突' }));
    expect(input('approval-link-reject')).toBeTruthy();
  });

  it('gives a used, an expired and a missing link a page of its own', async () => {
    getData.mockRejectedValue(refusal('审批链接已使用', 'flowLinkUsed', 410));
    await open();
    await waitForScreen(() => expect(text()).toContain('此审批链接已使用'), WAIT);

    getData.mockRejectedValue(refusal('审批链接已过期', 'flowLinkExpired', 410));
    await open('other.sig');
    await waitForScreen(() => expect(text()).toContain('此审批链接已过期'), WAIT);

    await open('');
    await waitForScreen(() => expect(text()).toContain('此审批链接无效'), WAIT);
  });
});
