import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictRecord } from '@invest/contract/dict';
import '../../../lib/i18n';
import { mountInConsole } from '../../../test/mountInConsole';
import { DictDrawer } from './DictDrawer';
import { waitForScreen } from '../../../test/mountRoot';

const getData = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData));

const row: DictRecord = {
  id: '42',
  parentId: '0',
  code: 'currency',
  dictKey: '',
  dictValue: '币种（表格里的旧名）',
  dictValueEn: 'Currency',
  sort: 1,
  remark: '',
  isSealed: 0,
  itemCount: 3,
};

const screen = mountInConsole();

beforeEach(() => {
  getData.mockImplementation(async (url: string) =>
    url === '/api/blade-system/dict/detail' ? { ...row, dictValue: '币种' } : undefined,
  );
});

describe('the dictionary edit drawer', () => {
  it('starts from the row as the server has it now (spec §7 dict/detail)', async () => {
    await screen.render(<DictDrawer kind="code" editing={row} onClose={() => undefined} />);
    const value = () => document.querySelector<HTMLInputElement>('[data-testid="dict-form-value"]')?.value;
    await waitForScreen(() => expect(value()).toBe('币种'), { timeout: 10_000 });
    expect(getData).toHaveBeenCalledWith('/api/blade-system/dict/detail', { params: { id: '42' } });
  }, 30_000);
});
