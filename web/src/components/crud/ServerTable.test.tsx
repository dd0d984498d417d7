import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@invest/contract/paging';
import { mountInConsole } from '../../test/mountInConsole';
import { waitForScreen } from '../../test/mountRoot';
import { ServerTable } from './ServerTable';
import { useServerTable, type PageParams } from './useServerTable';

type Row = { id: string; name: string };

const ROWS: Row[] = [
  { id: 'a', name: '甲' },
  { id: 'b', name: '乙' },
  { id: 'c', name: '丙' },
];
const fetchPage = async (p: PageParams): Promise<Page<Row>> => ({
  records: ROWS,
  total: ROWS.length,
  size: p.size,
  current: p.current,
  pages: 1,
});

function Rows({ onDelete, onDeleted }: { onDelete?: (ids: string[]) => Promise<unknown>; onDeleted?: () => void }) {
  const table = useServerTable<Row, object>({ queryKey: ['probe-rows'], fetchPage });
  return (
    <ServerTable<Row, object>
      table={table}
      columns={[{ dataIndex: 'name', title: '名称' }]}
      batchDelete={onDelete && { onDelete, onDeleted, testId: 'probe-batch-delete' }}
      testId="probe-table"
    />
  );
}

const screen = mountInConsole();
const q = <E extends Element = HTMLElement>(selector: string, root: ParentNode = screen.host) =>
  root.querySelector<E>(selector);
const checkboxes = () => [...screen.host.querySelectorAll<HTMLInputElement>('tr[data-row-key] input[type="checkbox"]')];

describe('ServerTable', () => {
  it('without batch actions, offers no selection', async () => {
    await screen.render(<Rows />);
    await waitForScreen(() => expect(screen.host.textContent).toContain('乙'));
    expect(checkboxes()).toHaveLength(0);
  });

  it('deletes the selected rows after asking with their count, then clears the selection', async () => {
    const onDelete = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    await screen.render(<Rows onDelete={onDelete} onDeleted={onDeleted} />);
    await waitForScreen(() => expect(checkboxes()).toHaveLength(3));
    expect(q('[data-testid="probe-table-selection"]')).toBeNull();

    act(() => checkboxes()[0]!.click());
    act(() => checkboxes()[2]!.click());
    expect(q('[data-testid="probe-table-selection"]')?.textContent).toContain('已选择 2 项');

    act(() => q<HTMLButtonElement>('[data-testid="probe-batch-delete"]')!.click());
    const dialog = await waitForScreen(() => {
      const found = q('.ant-modal-confirm', document.body);
      expect(found?.textContent).toContain('确定删除选中的 2 条数据吗');
      return found!;
    });
    expect(onDelete).not.toHaveBeenCalled();
    await act(async () => q<HTMLButtonElement>('.ant-btn-dangerous', dialog)!.click());

    await waitForScreen(() => expect(onDeleted).toHaveBeenCalledWith(['a', 'c']));
    expect(onDelete).toHaveBeenCalledWith(['a', 'c']);
    await waitForScreen(() => expect(q('[data-testid="probe-table-selection"]')).toBeNull());
    expect(checkboxes().some((box) => box.checked)).toBe(false);
  });
});
