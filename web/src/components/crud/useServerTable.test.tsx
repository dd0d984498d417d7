import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@invest/contract/paging';
import { useServerTable, type PageParams, type ServerTable } from './useServerTable';
import { mountRoot } from '../../test/mountRoot';

type Row = { id: string };
type Filters = { account?: string };

let table: ServerTable<Row, Filters>;
const fetchPage = vi.fn(async (p: PageParams & Filters): Promise<Page<Row>> => ({
  records: Array.from({ length: Math.min(p.size, 45 - (p.current - 1) * p.size) }, (_, i) => ({
    id: `${p.current}-${i}`,
  })),
  total: 45,
  size: p.size,
  current: p.current,
  pages: Math.ceil(45 / p.size),
}));

function Probe({ parentId }: { parentId?: string }) {
  table = useServerTable<Row, Filters>({ queryKey: ['probe'], fetchPage, params: { parentId } });
  return null;
}

const lastParams = () => fetchPage.mock.calls.at(-1)![0];
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function render(parentId?: string) {
  await act(async () =>
    mounted.root.render(
      <QueryClientProvider client={client}>
        <Probe parentId={parentId} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchPage.mockClear();
});

afterEach(() => {
  client.clear();
});

const mounted = mountRoot();

describe('useServerTable', () => {
  it('asks the server for the first page and shows its total', async () => {
    await render();
    expect(lastParams()).toEqual({ current: 1, size: 10 });
    expect(table.total).toBe(45);
    expect(table.tableProps.pagination).toMatchObject({ current: 1, pageSize: 10, total: 45 });
  });

  it('pages and sorts on the server; a new sort starts at page 1', async () => {
    await render();
    await act(async () => table.tableProps.onChange({ current: 3, pageSize: 10 }, {}, {}));
    await settle();
    expect(lastParams()).toEqual({ current: 3, size: 10 });
    await act(async () =>
      table.tableProps.onChange({ current: 3, pageSize: 10 }, {}, { columnKey: 'createTime', order: 'descend' }),
    );
    await settle();
    expect(lastParams()).toEqual({ current: 1, size: 10, descs: 'createTime' });
  });

  it('goes back to page 1 on a new search, without empty filters, and clears the selection', async () => {
    await render();
    await act(async () => table.tableProps.onChange({ current: 2, pageSize: 20 }, {}, {}));
    await settle();
    act(() => table.setSelectedKeys(['2-1']));
    await act(async () => table.search({ account: ' admin ' }));
    await settle();
    expect(lastParams()).toEqual({ current: 1, size: 20, account: 'admin' });
    expect(table.selectedKeys).toEqual([]);
    await act(async () => table.search({ account: '' }));
    await settle();
    expect(lastParams()).toEqual({ current: 1, size: 20 });
  });

  it('starts again at page 1 when its fixed parameters change (another parent)', async () => {
    await render('1');
    await act(async () => table.tableProps.onChange({ current: 2, pageSize: 10 }, {}, {}));
    await settle();
    expect(lastParams()).toEqual({ parentId: '1', current: 2, size: 10 });
    await render('2');
    expect(lastParams()).toEqual({ parentId: '2', current: 1, size: 10 });
  });
});
