import { act } from 'react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { mountInConsole } from '../../../test/mountInConsole';
import { waitForScreen } from '../../../test/mountRoot';
import type { ProjectSearchValues } from '../listQuery';
import { ProjectSearchBar } from './ProjectSearchBar';

const getData = vi.hoisted(() => vi.fn(async () => []));
vi.mock('../../../lib/api', async () => (await import('../../../test/callViaHttp')).callViaHttp(getData));

const screen = mountInConsole();

/** The list's search form with the amount range filled in; `onSearch` records the searches. */
async function searchAmounts(amountFrom: number, amountTo: number) {
  const onSearch = vi.fn();
  let form!: FormInstance<ProjectSearchValues>;
  function Bar() {
    [form] = Form.useForm<ProjectSearchValues>();
    return <ProjectSearchBar form={form} onSearch={onSearch} withKeyFilter />;
  }
  await screen.render(<Bar />);
  act(() => form.setFieldsValue({ amountFrom, amountTo }));
  const submit = screen.host.querySelector<HTMLButtonElement>('[data-testid="project-search-submit"]')!;
  await act(async () => submit.click());
  return onSearch;
}

describe('the project search form', { timeout: 30_000 }, () => {
  it('refuses an amount range whose upper end is below the lower one, and does not search', async () => {
    const onSearch = await searchAmounts(500, 100);
    await waitForScreen(() => expect(screen.host.textContent).toContain('上限不能小于下限'));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with a proper range', async () => {
    const onSearch = await searchAmounts(100, 500);
    await waitForScreen(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ amountFrom: 100, amountTo: 500 });
    expect(screen.host.textContent).not.toContain('上限不能小于下限');
  });
});
