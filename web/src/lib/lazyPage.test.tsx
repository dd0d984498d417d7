import { act, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mountRoot } from '../test/mountRoot';
import { lazyPage } from './lazyPage';

const mounted = mountRoot();

/** Renders the page under a Suspense boundary; tells whether the loading state was ever on screen. */
function renderUnderSuspense(Page: ComponentType) {
  const shown = { loading: false };
  function Loading() {
    useLayoutEffect(() => {
      shown.loading = true;
    });
    return <p>loading</p>;
  }
  act(() =>
    mounted.root.render(
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>,
    ),
  );
  return shown;
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without its loading state in between', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>the page</p> }));
    await Page.preload();
    const shown = renderUnderSuspense(Page);
    expect(mounted.host.textContent).toBe('the page');
    expect(shown.loading).toBe(false);
  });

  it('shows the loading state while a page not yet here loads, then the page', async () => {
    let arrive!: () => void;
    const Page = lazyPage(
      () => new Promise<{ default: () => ReactNode }>((r) => (arrive = () => r({ default: () => <p>the page</p> }))),
    );
    const shown = renderUnderSuspense(Page);
    expect(mounted.host.textContent).toBe('loading');
    await act(async () => arrive());
    await expect.poll(() => mounted.host.textContent).toBe('the page');
    expect(shown.loading).toBe(true);
  });

  it('tries a failed load again on the next preload', async () => {
    let fail = true;
    const Page = lazyPage(async () => {
      if (fail) throw new Error('offline');
      return { default: () => <p>the page</p> };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    fail = false;
    await Page.preload();
    renderUnderSuspense(Page);
    expect(mounted.host.textContent).toBe('the page');
  });
});
