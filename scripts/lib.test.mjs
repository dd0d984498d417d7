import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { newestMtime } from './lib.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'invest-mtime-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Sets a path's modification time to `seconds` after the epoch. */
const stamp = (path, seconds) => utimesSync(path, seconds, seconds);

it('is the newest source file, whatever appears beside them later', () => {
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'a.ts'), 'a');
  stamp(join(root, 'src', 'a.ts'), 1_000);
  expect(newestMtime(root)).toBe(1_000_000);
  // A test run's tools create folders of their own next to the sources (web/node_modules/.vite-temp).
  mkdirSync(join(root, 'node_modules', '.vite-temp'), { recursive: true });
  // So does the build: its output, and tsc's record of it, written after the files it built.
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.html'), 'built');
  writeFileSync(join(root, 'tsconfig.tsbuildinfo'), '{}');
  expect(newestMtime(root)).toBe(1_000_000);
});

it('moves when a source file changes', () => {
  writeFileSync(join(root, 'a.ts'), 'a');
  stamp(join(root, 'a.ts'), 1_000);
  writeFileSync(join(root, 'b.ts'), 'b');
  stamp(join(root, 'b.ts'), 2_000);
  expect(newestMtime(root)).toBe(2_000_000);
});
