import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

let dir;
/** A stand-in for Chromium that prints the arguments it was given, one per line. */
let binary;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'invest-chromium-'));
  binary = join(dir, 'chromium');
  writeFileSync(binary, '#!/bin/sh\nprintf "%s\\n" "$@"\n');
  chmodSync(binary, 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const launch = (...args) => {
  const result = spawnSync(join(ROOT, 'scripts', 'chromium.sh'), args, {
    env: { ...process.env, CHROMIUM_BINARY: binary },
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  return result.stdout.trimEnd().split('\n');
};
const disabled = (args) => args.filter((a) => a.startsWith('--disable-features='));

it("keeps Playwright's disabled features and adds the omnibox popup's in one switch", () => {
  const args = launch('--headless', '--disable-features=PaintHolding,MediaRouter', '--remote-debugging-pipe');
  // Chromium keeps only the last of several --disable-features; one switch must carry them all.
  expect(disabled(args)).toHaveLength(1);
  expect(disabled(args)[0].split('=')[1].split(',').sort()).toEqual(
    ['MediaRouter', 'PaintHolding', 'WebUIOmniboxAimPopup', 'WebUIOmniboxPopup'].sort(),
  );
});

it('merges every list it is given and passes the other arguments on as they were', () => {
  const args = launch(
    '--disable-features=A',
    '--user-data-dir=/tmp/a profile',
    '--disable-features=B,C',
    '--lang=zh-CN,en',
    'about:blank',
  );
  expect(args.filter((a) => !a.startsWith('--disable-features='))).toEqual([
    '--user-data-dir=/tmp/a profile',
    '--lang=zh-CN,en',
    'about:blank',
  ]);
  expect(disabled(args)[0].split('=')[1].split(',')).toEqual(expect.arrayContaining(['A', 'B', 'C']));
});

it('turns the omnibox popup off when it is given no list', () => {
  expect(disabled(launch('--headless'))).toEqual(['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup']);
});
