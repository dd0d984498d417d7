import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUser } from '../../stores/user';
import { holds, usePermission } from './permission';
import { PermissionGate } from './PermissionGate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

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

const buttons = () => [...host.querySelectorAll('button')].map((b) => b.textContent);

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  useUser.setState({ permission: {} });
});

describe('PermissionGate', () => {
  it('shows only the actions whose button code the user holds', () => {
    useUser.setState({ permission: { param_add: true } });
    act(() => root.render(<Toolbar />));
    expect(buttons()).toEqual(['add']);
    expect(host.textContent).toContain('read only');
  });

  it('shows nothing of an action without its code, and the fallback instead', () => {
    useUser.setState({ permission: { user_add: true } });
    act(() => root.render(<Toolbar />));
    expect(buttons()).toEqual([]);
    expect(host.textContent).toBe('read only');
  });

  it('follows the grants when they change (a new sign-in, a reload of the buttons)', () => {
    useUser.setState({ permission: {} });
    act(() => root.render(<Toolbar />));
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
