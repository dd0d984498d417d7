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
  });

  it('draws the first screen’s kinds of components outside the page, then drops them', async () => {
    const before = document.body.innerHTML;
    warmUpFirstScreen();
    const added = watchAdded();
    const drawn = (name: string) => added.some((c) => c.split(' ').includes(name));
    const allDrawn = () => drawn('ant-menu') && drawn('ant-tabs') && drawn('ant-card');
    // What was added is kept in `added`: on a busy machine the components can be drawn and
    // dropped between two polls.
    await vi.waitFor(() => expect(allDrawn()).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(containers[0]!.childElementCount).toBe(0), { timeout: 5000 });
    expect(containers[0]!.isConnected).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped first (a sign-in started), draws nothing', async () => {
    const stop = warmUpFirstScreen();
    const added = watchAdded();
    stop();
    await pause(300);
    expect(added).toEqual([]);
    expect(containers[0]!.childElementCount).toBe(0);
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
