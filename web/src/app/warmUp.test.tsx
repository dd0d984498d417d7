import type * as ReactDomClient from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpFirstScreen } from './warmUp';
import warmUpSource from './warmUp.tsx?raw';

// The warm-up's container, which is never in the page: captured as the root is created.
const containers: HTMLElement[] = [];
vi.mock('react-dom/client', async (importOriginal) => {
  const real = await importOriginal<typeof ReactDomClient>();
  return {
    ...real,
    createRoot: (container: HTMLElement) => {
      containers.push(container);
      return real.createRoot(container);
    },
  };
});

// The charts' warm-up has tests of its own (jsdom has no canvas): here, only when it starts and stops.
const { stopCharts, warmUpCharts } = vi.hoisted(() => {
  const stopCharts = vi.fn();
  return { stopCharts, warmUpCharts: vi.fn(() => stopCharts) };
});
vi.mock('../features/dashboard/charts/warmUpCharts', () => ({ warmUpCharts }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The class names of every element ever added to the warm-up's container. */
function watchAdded(): string[] {
  const seen: string[] = [];
  new MutationObserver((records) =>
    records.forEach((r) =>
      r.addedNodes.forEach((n) => {
        if (n instanceof Element)
          seen.push(...[n, ...n.querySelectorAll('*')].map((e) => e.getAttribute('class') ?? ''));
      }),
    ),
  ).observe(containers.at(-1)!, { childList: true, subtree: true });
  return seen;
}

describe('the warm-up of the screen after sign-in', () => {
  beforeEach(() => {
    containers.length = 0;
    warmUpCharts.mockClear();
    stopCharts.mockClear();
  });

  it('draws the first screen’s kinds of components outside the page, then drops them', async () => {
    const before = document.body.innerHTML;
    warmUpFirstScreen();
    const added = watchAdded();
    const drawn = (name: string) => added.some((c) => c.split(' ').includes(name));
    const allDrawn = () => drawn('ant-menu') && drawn('ant-tabs') && drawn('ant-card');
    // Read as the charts' warm-up starts, not by polling: on a busy machine the components can be
    // drawn and dropped, and the charts started, between two polls.
    let drawnBeforeCharts = false;
    warmUpCharts.mockImplementationOnce(() => {
      drawnBeforeCharts = allDrawn();
      return stopCharts;
    });
    await vi.waitFor(() => expect(warmUpCharts).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(drawnBeforeCharts).toBe(true);
    await vi.waitFor(() => expect(containers[0]!.childElementCount).toBe(0), { timeout: 5000 });
    expect(containers[0]!.isConnected).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });

  it('warms the charts up once the components are dropped, and stops them with the rest', async () => {
    const stop = warmUpFirstScreen();
    await vi.waitFor(() => expect(warmUpCharts).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(containers[0]!.childElementCount).toBe(0);
    expect(stopCharts).not.toHaveBeenCalled();
    stop();
    expect(stopCharts).toHaveBeenCalledOnce();
  });

  it('stopped first (a sign-in started), draws nothing', async () => {
    const stop = warmUpFirstScreen();
    const added = watchAdded();
    stop();
    await pause(300);
    expect(added).toEqual([]);
    expect(containers[0]!.childElementCount).toBe(0);
    expect(warmUpCharts).not.toHaveBeenCalled();
  });
});

/** The antd values a file imports (`App as AntApp` is App; types are left out). */
function antdImports(source: string): string[] {
  return [...source.matchAll(/import \{([^}]+)\} from 'antd'/g)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0]!),
  );
}

// The shell's files and the home page's: what the screen after sign-in imports of antd.
const firstScreenFiles = import.meta.glob<string>(
  ['../layout/**/*.tsx', '../features/dashboard/**/*.tsx', './App.tsx', '!../**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

/** What the first screen's files import of antd but the warm-up need not draw, and why. */
const LEFT_OUT: Record<string, string> = {
  AutoComplete: "the header search's suggestions, loaded once the first screen is drawn, or at the box's first focus",
  ColorPicker: 'the colour picker, loaded once the first screen is drawn, or at its first click',
  Divider: 'the theme dialog, loaded when opened',
  Drawer: 'the menu on phones, loaded once the first screen is drawn there, or when opened',
  Form: 'the lock dialog, loaded when opened',
  Modal: 'the dialogs, loaded when opened',
  Select: 'the top menu on phones and the theme dialog, each loaded later',
  Space: 'the error log, loaded when opened',
  Spin: 'a page still loading, and the open reminder panel',
  Table: 'the error log, loaded when opened',
  Typography: 'the dialogs, loaded when opened',
  theme: 'not a component',
};

describe('what the warm-up draws', () => {
  it('is every kind of antd component the first screen draws, or one left out for a reason', () => {
    const used = new Set(Object.values(firstScreenFiles).flatMap(antdImports));
    const warmed = new Set(antdImports(warmUpSource));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !warmed.has(name) && !LEFT_OUT[name]).sort()).toEqual([]);
    // No reason kept for a component the first screen no longer imports.
    expect(Object.keys(LEFT_OUT).filter((name) => !used.has(name))).toEqual([]);
  });
});
