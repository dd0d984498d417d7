import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowHistoryRecord } from '@invest/contract/flow';
import '../../../lib/i18n';
import { mountInConsole } from '../../../test/mountInConsole';
import { FlowTimeline } from './FlowTimeline';
import { waitForScreen } from '../../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
const postData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http', async (original) => ({ ...(await original<object>()), getData, postData }));
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData, postData));

const WAIT = { timeout: 10_000 };
const screen = mountInConsole();
const text = () => screen.host.textContent ?? '';

const step = (over: Partial<FlowHistoryRecord>): FlowHistoryRecord => ({
  historyId: '1',
  taskId: '',
  elementId: 'start',
  elementName: '开始',
  kind: 'start',
  assignee: '7',
  assigneeName: '分析师',
  startTime: '2026-12-01 09:00:00',
  endTime: '2026-12-01 09:00:00',
  durationMs: 0,
  decision: null,
  comment: '',
  ...over,
});

beforeEach(() => {
  getData.mockReset();
  getData.mockResolvedValue([
    step({}),
    step({
      historyId: '2',
      elementId: 'approvalReminder',
      elementName: '2 天未审批',
      kind: 'timer',
      assignee: '',
      assigneeName: '',
      startTime: '2026-12-03 09:00:00',
    }),
  ]);
});

describe('FlowTimeline', () => {
  it('shows a timer that fell due as such, not as a step someone started', async () => {
    await screen.render(<FlowTimeline processInstanceId="22" />);
    await waitForScreen(() => expect(text()).toContain('定时 [2 天未审批] 在 [2026-12-03 09:00:00] 到期'), WAIT);
    expect(text()).not.toContain('开始处理 [2 天未审批]');
  });
});
