import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../lib/feedback';
import { i18n } from '../lib/i18n';
import { ChunkLoadError } from '../lib/lazyPage';
import { useLogs } from '../stores/logs';
import { lazyDialog } from './lazyDialog';
import { mountRoot, waitForScreen } from '../test/mountRoot';

type Props = { open: boolean; onClose: (done: false) => void };
const Shown = ({ open }: Props) => <p>{open ? 'dialog open' : 'dialog closed'}</p>;

let errors: string[];
beforeEach(async () => {
  errors = [];
  setNotifier({ error: (text) => errors.push(text), success: () => undefined });
  useLogs.getState().clearLogs();
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  setNotifier(undefined);
});

const mounted = mountRoot();

/** Renders the dialog as its header button does; the returned `onClose` records how it asked to close. */
function renderDialog(Dialog: React.ComponentType<Props>, open: boolean, onClose = vi.fn<(done: false) => void>()) {
  act(() => mounted.root.render(<Dialog open={open} onClose={onClose} />));
  return onClose;
}

describe('lazyDialog', () => {
  it('fetches nothing until first opened, then shows the dialog, and keeps it mounted once closed', async () => {
    const load = vi.fn(async () => Shown);
    const Dialog = lazyDialog(load);
    renderDialog(Dialog, false);
    expect(load).not.toHaveBeenCalled();
    expect(mounted.host.textContent).toBe('');

    renderDialog(Dialog, true);
    await waitForScreen(() => expect(mounted.host.textContent).toBe('dialog open'));
    expect(load).toHaveBeenCalledTimes(1);

    // Closed, it is still there (its closing animation and state), and is not fetched again.
    renderDialog(Dialog, false);
    expect(mounted.host.textContent).toBe('dialog closed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a preloaded dialog in the same render that opens it', async () => {
    const Dialog = lazyDialog(async () => Shown);
    await Dialog.preload();
    renderDialog(Dialog, true);
    expect(mounted.host.textContent).toBe('dialog open');
  });

  it('when its code cannot be fetched: says so in the user’s language, asks to close, and tries again on the next opening', async () => {
    let offline = true;
    const Dialog = lazyDialog(async () => {
      if (offline) throw new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
      return Shown;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = renderDialog(Dialog, true);
    await waitForScreen(() => expect(onClose.mock.calls).toEqual([[false]]));
    expect(errors).toEqual(['页面资源加载失败，可能是系统已更新，请重新加载页面。']);
    expect(mounted.host.textContent).toBe('');
    expect(useLogs.getState().logsList).toHaveLength(0);

    renderDialog(Dialog, false);
    offline = false;
    renderDialog(Dialog, true);
    await waitForScreen(() => expect(mounted.host.textContent).toBe('dialog open'));
    vi.mocked(console.error).mockRestore();
  });

  it('when the dialog throws while drawing: logs the error for the error log and asks to close; the shell stays', async () => {
    const Broken = (): never => {
      throw new Error('broken dialog');
    };
    const Dialog = lazyDialog<Props>(async () => Broken);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = renderDialog(Dialog, true);
    await waitForScreen(() => expect(onClose.mock.calls).toEqual([[false]]));
    expect(useLogs.getState().logsList).toMatchObject([{ message: expect.stringContaining('broken dialog') }]);
    expect(errors).toEqual([]);
    vi.mocked(console.error).mockRestore();
  });
});
