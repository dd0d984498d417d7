import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../../features/log/capture';
import { isChunkLoadError } from '../../lib/lazyPage';
import { PageErrorPanel } from './PageErrorPanel';

type Props = {
  children: ReactNode;
  /** A new key (another page, a refresh) gives the page a fresh start. */
  resetKey?: string;
};

type State = { error: unknown; key: string | undefined };

/**
 * Around the routed page: a page that throws while rendering shows a friendly panel inside its
 * own tab (the shell stays usable), and the error goes to the error log (spec §8).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: undefined } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) logError('render', error, (info.componentStack ?? '').trim());
  }

  private retry = () => this.setState({ error: undefined });

  override render() {
    if (this.state.error !== undefined) return <PageErrorPanel error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
