import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { useLogs } from '../../stores/logs';
import { PageErrorBoundary } from './PageErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let fail = true;
function Page() {
  if (fail) throw new Error('page exploded');
  return <p>page content</p>;
}

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  useLogs.getState().clearLogs();
  fail = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  // React reports caught errors on the console; keep the test output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('a page that throws while rendering', () => {
  it('shows the friendly panel in its place and logs a render entry with the component stack', () => {
    act(() =>
      root.render(
        <div>
          <span>shell stays</span>
          <PageErrorBoundary resetKey="/a">
            <Page />
          </PageErrorBoundary>
        </div>,
      ),
    );
    expect(host.textContent).toContain('shell stays');
    expect(host.querySelector('[data-testid="page-error"]')?.textContent).toContain('页面出错了');
    expect(host.textContent).toContain('Error: page exploded');
    const [entry] = useLogs.getState().logsList;
    expect(entry).toMatchObject({ type: 'error', message: 'Error: page exploded' });
    expect(entry!.info).toMatch(/^render: /);
    expect(entry!.info).toContain('Page');
  });

  it('"try again" renders the page afresh, and so does another page key', () => {
    act(() =>
      root.render(
        <PageErrorBoundary resetKey="/a">
          <Page />
        </PageErrorBoundary>,
      ),
    );
    fail = false;
    act(() => (host.querySelector('[data-testid="page-error-retry"]') as HTMLButtonElement).click());
    expect(host.textContent).toContain('page content');

    fail = true;
    act(() =>
      root.render(
        <PageErrorBoundary resetKey="/b">
          <Page />
        </PageErrorBoundary>,
      ),
    );
    expect(host.querySelector('[data-testid="page-error"]')).not.toBeNull();
    fail = false;
    act(() =>
      root.render(
        <PageErrorBoundary resetKey="/c">
          <Page />
        </PageErrorBoundary>,
      ),
    );
    expect(host.textContent).toContain('page content');
  });
});
