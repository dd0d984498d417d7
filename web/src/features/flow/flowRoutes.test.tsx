import { describe, expect, it, vi } from 'vitest';
import type { DictItem } from '@invest/contract/dict';
import { i18n } from '../../lib/i18n';
import { mountInConsole } from '../../test/mountInConsole';
import { processPath, toFlowRoutes, useFlowRoutes } from './flowRoutes';
import { formatDuration } from './steps';
import { waitForScreen } from '../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http', async (original) => ({ ...(await original<object>()), getData }));
vi.mock('../../lib/api', async () => (await import('../../test/callViaHttp')).callViaHttp(getData));

const item = (dictKey: string, dictValue: string, remark: string): DictItem =>
  ({
    id: dictKey,
    parentId: '9',
    code: 'flow',
    dictKey,
    dictValue,
    dictValueEn: '',
    sort: Number(dictKey),
    remark,
  }) as DictItem;

const screen = mountInConsole();

const FLOW_ITEMS = [item('1', '请假流程', 'leave'), item('2', '项目审批', 'project-approval'), item('3', '无页面', '')];

describe('flowRoutes (spec §3)', () => {
  it('makes flow_<dictKey> → remark of every item that has a remark', () => {
    expect(toFlowRoutes(FLOW_ITEMS)).toEqual([
      { routeKey: 'flow_1', routeValue: 'leave' },
      { routeKey: 'flow_2', routeValue: 'project-approval' },
    ]);
  });

  it("gives a row's form, handle and detail addresses by its category", () => {
    const routes = toFlowRoutes(FLOW_ITEMS);
    expect(processPath(routes, 'flow_1', { kind: 'form', processDefinitionId: 'Leave:2:77' })).toBe(
      '/work/process/leave/form/Leave%3A2%3A77',
    );
    expect(
      processPath(routes, 'flow_1', { kind: 'handle', taskId: '5', processInstanceId: '6', businessId: '7' }),
    ).toBe('/work/process/leave/handle/5/6/7');
    expect(processPath(routes, 'flow_2', { kind: 'detail', processInstanceId: '6', businessId: '7' })).toBe(
      '/work/process/project-approval/detail/6/7',
    );
    expect(processPath(routes, 'flow_3', { kind: 'detail', processInstanceId: '6', businessId: '7' })).toBeUndefined();
  });

  it('reads the dictionary `flow` from the server', async () => {
    getData.mockResolvedValue(FLOW_ITEMS);
    function Probe() {
      const { routes, categoryLabel } = useFlowRoutes();
      return (
        <span data-testid="probe">
          {routes.map((r) => `${r.routeKey}=${r.routeValue}`).join(',')}|{categoryLabel('flow_1')}
        </span>
      );
    }
    await screen.render(<Probe />);
    await waitForScreen(() => expect(screen.host.textContent).toBe('flow_1=leave,flow_2=project-approval|请假流程'), {
      timeout: 10_000,
    });
    expect(getData).toHaveBeenCalledWith('/api/blade-system/dict/dictionary', { params: { code: 'flow' } });
  });
});

describe('durations', () => {
  const t = i18n.getFixedT('zh');
  it('shows the largest unit and the next one', () => {
    expect(formatDuration(0, t)).toBe('0 秒');
    expect(formatDuration(90_000, t)).toBe('1 分钟 30 秒');
    expect(formatDuration(2 * 86_400_000 + 3_600_000 * 3 + 5_000, t)).toBe('2 天 3 小时');
    expect(formatDuration(86_400_000 + 60_000, t)).toBe('1 天');
  });
});
