import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictItem } from '@invest/contract/dict';
import '../../../lib/i18n';
import { HttpError } from '../../../lib/httpError';
import { mountInConsole } from '../../../test/mountInConsole';
import { waitForScreen } from '../../../test/mountRoot';
import LEAVE from '../../../../../server/src/modules/flow/processes/leave.bpmn?raw';
import { DeployModal } from './DeployModal';

const getData = vi.hoisted(() => vi.fn());
const postData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http', async (original) => ({ ...(await original<object>()), getData, postData }));
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData, postData));
// The shared bpmn-js viewer has its own tests; here it only shows which diagram it was given.
vi.mock('../../flow/components/DiagramViewer', () => ({
  DiagramViewer: ({ xml }: { xml: string }) => <div data-testid="diagram-stub">{xml.length}</div>,
}));

const FLOW_DICT = [
  { dictKey: '1', dictValue: '请假流程', dictValueEn: 'Leave', sort: 1, remark: 'leave' },
] as DictItem[];
const DEPLOY = '/api/blade-flow/manager/deploy-upload';
const WAIT = { timeout: 10_000 };

const screen = mountInConsole();
const dialog = () => document.querySelector<HTMLElement>('[data-testid="flow-deploy"]');
const dialogText = () => dialog()?.textContent ?? '';

beforeEach(() => {
  getData.mockResolvedValue(FLOW_DICT);
  postData.mockResolvedValue({ name: '请假流程', version: 2 });
});

afterEach(() => {
  vi.clearAllMocks();
});

async function open(defaultCategory?: string) {
  await screen.render(<DeployModal open onClose={() => undefined} defaultCategory={defaultCategory} />);
  await waitForScreen(() => expect(dialog()?.querySelector('input[type="file"]')).toBeTruthy(), WAIT);
}

/** Chooses a file as the file dialog would. */
async function choose(file: File) {
  const input = dialog()!.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const deploy = () =>
  act(async () => dialog()!.querySelector<HTMLButtonElement>('[data-testid="flow-deploy-ok"]')!.click());

describe('the deploy dialog', { timeout: 30_000 }, () => {
  it('asks for a file and a category before sending anything', async () => {
    await open();
    await deploy();
    await waitForScreen(() => expect(dialogText()).toContain('请选择流程文件'), WAIT);
    expect(dialogText()).toContain('请选择流程分类');
    expect(postData).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a diagram, without sending it', async () => {
    await open('1');
    await choose(new File(['%PDF-1.4'], 'leave.pdf', { type: 'application/pdf' }));
    await deploy();
    await waitForScreen(() => expect(dialogText()).toContain('只能上传 .bpmn、.bpmn20.xml 或 .xml 文件'), WAIT);
    expect(postData).not.toHaveBeenCalled();
  });

  it('previews the chosen diagram, then deploys it with its category', async () => {
    await open('1');
    await choose(new File([LEAVE], 'leave-v2.bpmn', { type: 'application/xml' }));
    await waitForScreen(() => expect(dialogText()).toContain('合伙人审批'), WAIT);
    expect(dialogText()).toContain('Leave');
    expect(dialog()!.querySelector('[data-testid="diagram-stub"]')?.textContent).toBe(String(LEAVE.length));
    await deploy();
    await waitForScreen(() => expect(postData).toHaveBeenCalledTimes(1), WAIT);
    const [path, form] = postData.mock.calls[0] as [string, FormData];
    expect(path).toBe(DEPLOY);
    expect(form.get('category')).toBe('flow_1');
    expect((form.get('files') as File).name).toBe('leave-v2.bpmn');
  });

  it("shows the server's parse error (line and reason) under the file and stays open", async () => {
    const refusal = '流程图第 3 行有误：Unexpected close tag';
    postData.mockRejectedValue(new HttpError(refusal, 400, 'answer', 400, { key: 'flowDiagramInvalidAt' }));
    await open('1');
    await choose(new File(['<definitions>\n<process>\n</definitions>'], 'broken.bpmn'));
    await waitForScreen(() => expect(dialogText()).toContain('第 3 行无法解析'), WAIT);
    await deploy();
    await waitForScreen(() => expect(dialogText()).toContain(refusal), WAIT);
    expect(dialog()).not.toBeNull();
  });
});
