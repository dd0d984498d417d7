import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { useLogs } from '../../stores/logs';
import { PageErrorBoundary } from './PageErrorBoundary';
import { mountRoot } from '../../test/mountRoot';

let fail = true;
function Page() {
  if (fail) throw new Error('page exploded');
  return <p>page content</p>;
}

beforeEach(() => {
  useLogs.getState().clearLogs();
  fail = true;
  // React reports caught errors on the console; keep the test output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const mounted = mountRoot();

describe('a page that throws while rendering', () => {
  it('shows the friendly panel in its place and logs a render entry with the component stack', () => {
    act(() =>
      mounted.root.render(
        <div>
          <span>shell stays</span>
          <PageErrorBoundary resetKey="/a">
            <Page />
          </PageErrorBoundary>
        </div>,
      ),
    );
    expect(mounted.host.textContent).toContain('shell stays');
    expect(mounted.host.querySelector('[data-testid="page-error"]')?.textContent).toContain('页面出错了');
    expect(mounted.host.textContent).toContain('Error: page exploded');
    const [entry] = useLogs.getState().logsList;
    expect(entry).toMatchObject({ type: 'error', message: 'Error: page exploded' });
    expect(entry!.info).toMatch(/^render: /);
    expect(entry!.info).toContain('Page');
  });

  it('"try again" renders the page afresh, and so does another page key', () => {
    act(() =>
      mounted.root.render(
        <PageErrorBoundary resetKey="/a">
          <Page />
        </PageErrorBoundary>,
      ),
    );
    fail = false;
    act(() => (mounted.host.querySelector('[data-testid="page-error-retry"]') as HTMLButtonElement).click());
    expect(mounted.host.textContent).toContain('page content');

    fail = true;
    act(() =>
      mounted.root.render(
        <PageErrorBoundary resetKey="/b">
          <Page />
        </PageErrorBoundary>,
      ),
    );
    expect(mounted.host.querySelector('[data-testid="page-error"]')).not.toBeNull();
    fail = false;
    act(() =>
      mounted.root.render(
        <PageErrorBoundary resetKey="/c">
          <Page />
        </PageErrorBoundary>,
      ),
    );
    expect(mounted.host.textContent).toContain('page content');
  });
});
