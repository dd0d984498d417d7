import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUser } from '../../stores/user';
import { holds, usePermission } from './permission';
import { PermissionGate } from './PermissionGate';
import { mountRoot } from '../../test/mountRoot';

function Toolbar() {
  const canEdit = usePermission('param_edit');
  return (
    <div>
      <PermissionGate code="param_add">
        <button type="button">add</button>
      </PermissionGate>
      {canEdit && <button type="button">edit</button>}
      <PermissionGate code={['param_delete', 'param_edit']} fallback={<span>read only</span>}>
        <button type="button">manage</button>
      </PermissionGate>
    </div>
  );
}

const buttons = () => [...mounted.host.querySelectorAll('button')].map((b) => b.textContent);

afterEach(() => {
  useUser.setState({ permission: {} });
});

const mounted = mountRoot();

describe('PermissionGate', () => {
  it('shows only the actions whose button code the user holds', () => {
    useUser.setState({ permission: { param_add: true } });
    act(() => mounted.root.render(<Toolbar />));
    expect(buttons()).toEqual(['add']);
    expect(mounted.host.textContent).toContain('read only');
  });

  it('shows nothing of an action without its code, and the fallback instead', () => {
    useUser.setState({ permission: { user_add: true } });
    act(() => mounted.root.render(<Toolbar />));
    expect(buttons()).toEqual([]);
    expect(mounted.host.textContent).toBe('read only');
  });

  it('follows the grants when they change (a new sign-in, a reload of the buttons)', () => {
    useUser.setState({ permission: {} });
    act(() => mounted.root.render(<Toolbar />));
    expect(buttons()).toEqual([]);
    act(() => useUser.setState({ permission: { param_add: true, param_edit: true } }));
    expect(buttons()).toEqual(['add', 'edit', 'manage']);
  });
});

describe('holds', () => {
  it('accepts any of several codes and nothing that is not exactly true', () => {
    expect(holds({ a: true }, ['b', 'a'])).toBe(true);
    expect(holds({ a: true }, 'b')).toBe(false);
    expect(holds({} as Record<string, true>, [])).toBe(false);
    expect(holds({ constructor: true } as Record<string, true>, 'toString')).toBe(false);
  });
});
