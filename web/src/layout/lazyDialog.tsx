import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { logError } from '../features/log/capture';
import { notify } from '../lib/feedback';
import { i18n } from '../lib/i18n';
import { isChunkLoadError, lazyPage } from '../lib/lazyPage';

/** What every dialog of the shell takes: whether it shows, and how it asks to close. */
type DialogProps = { open: boolean; onClose: (done: false) => void };

export type LazyDialog<P extends DialogProps> = ComponentType<P> & { preload: () => Promise<unknown> };

/** Tells the user a part of the shell could not load its code (one message, however many parts failed). */
export const notifyChunkFailed = () => notify.error(i18n.t('app.chunkFailed'), 'chunk');

/** Ends a dialog that could not load or draw: a message, or an entry in the error log, instead of a broken shell. */
class DialogFailure extends Component<{ children: ReactNode; onFailure: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) notifyChunkFailed();
    else logError('render', error);
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A shell dialog whose code comes when it first opens, not with the first screen: the dialogs'
 * table, form and selects were a sixth of the script of the screen after sign-in (decisions.md,
 * "The shell's dialogs come when opened"). `preload` fetches it ahead (shellDialogs.ts).
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  // A fresh loader after a failure: React.lazy keeps a failed load failed for good.
  const loader = () => lazyPage<P>(() => load().then((dialog) => ({ default: dialog })));
  let Inner = loader();
  function Dialog(props: P) {
    // Mounted from its first opening on, so it closes with its animation and keeps its state;
    // after a failure, from its next opening (not again while its button still holds it open).
    const [mounted, setMounted] = useState(props.open);
    const [wasOpen, setWasOpen] = useState(props.open);
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open) setMounted(true);
    }
    if (!mounted) return null;
    return (
      <DialogFailure
        onFailure={() => {
          Inner = loader();
          setMounted(false);
          props.onClose(false);
        }}
      >
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      </DialogFailure>
    );
  }
  return Object.assign(Dialog, { preload: () => Inner.preload() });
}
