import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountInConsole } from '../../test/mountInConsole';
import { waitForScreen } from '../../test/mountRoot';
import { SearchBar } from './SearchBar';
import { TextFilter } from './TextFilter';

const screen = mountInConsole();

async function renderBar(compact: boolean) {
  const onSearch = vi.fn();
  await screen.render(
    <SearchBar<{ name?: string }> onSearch={onSearch} compact={compact} testId="probe-search">
      <TextFilter name="name" label="名称" testId="probe-name" />
    </SearchBar>,
  );
  const input = screen.host.querySelector<HTMLInputElement>('[data-testid="probe-name"]')!;
  return { onSearch, input };
}

describe('TextFilter', () => {
  it('is labelled beside the field, asks for the field by name, and searches with what was typed', async () => {
    const { onSearch, input } = await renderBar(false);
    const label = screen.host.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent).toBe('名称');
    expect(input.placeholder).toBe('请输入名称');
    expect(input.getAttribute('aria-label')).toBeNull();

    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(input, '投资');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => screen.host.querySelector<HTMLButtonElement>('[data-testid="probe-search-submit"]')!.click());
    await waitForScreen(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0]![0]).toEqual({ name: '投资' });
  });

  it('in a compact bar drops the visible label and still names the field for screen readers', async () => {
    const { input } = await renderBar(true);
    expect(screen.host.querySelector('label')).toBeNull();
    expect(input.getAttribute('aria-label')).toBe('名称');
    expect(input.placeholder).toBe('请输入名称');
  });
});
