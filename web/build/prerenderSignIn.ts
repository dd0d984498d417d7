import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import type { PrerenderedSignIn } from '../src/app/prerender';
import { inlineFirstPaint } from './inlineFirstPaint.ts';

const ENTRY = 'src/app/prerender.tsx';
const MARKER = '<!--sign-in-templates-->';

type Prerender = () => Promise<PrerenderedSignIn[]>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One inert <template> per language; boot/sign-in-boot.js puts the stored language's into #root. */
const templates = (pages: PrerenderedSignIn[]) =>
  pages
    .map(
      (p) =>
        `<template id="sign-in-${p.language}" data-lang="${p.lang}" data-title="${escapeAttribute(p.title)}">${p.html}</template>`,
    )
    .join('\n');

/**
 * The production build renders the page with the build's own module graph: an SSR build of the
 * entry with the same config (same CSS module class names and asset addresses as the client
 * build), run once in a Node process of its own (the page's modules keep timers that would
 * hold this one open).
 */
async function buildPrerender(config: ResolvedConfig): Promise<Prerender> {
  const outDir = join(config.root, 'node_modules/.cache/prerender-sign-in');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'entry.mjs' } } },
  });
  const entry = JSON.stringify(pathToFileURL(join(outDir, 'entry.mjs')).href);
  const run = `const m = await import(${entry}); process.stdout.write(JSON.stringify(await m.prerenderSignIn())); process.exit(0);`;
  return async () => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', run], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return JSON.parse(stdout) as PrerenderedSignIn[];
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  };
}

/**
 * Draws the sign-in page into index.html at build time (and in `npm run dev`), so the form is
 * there, usable, before any of the console's script has run (docs/decisions.md, "The sign-in form
 * before React"), and with it what that first paint waits for inside the page (build/inlineFirstPaint.ts).
 */
export function prerenderSignIn(): Plugin[] {
  return [prerender(), inlineFirstPaint()];
}

function prerender(): Plugin {
  let config: ResolvedConfig;
  let server: ViteDevServer | undefined;
  return {
    name: 'invest:prerender-sign-in',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(devServer) {
      server = devServer;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(MARKER)) return html;
        const render = server
          ? ((await server.ssrLoadModule(`/${ENTRY}`)) as { prerenderSignIn: Prerender }).prerenderSignIn
          : await buildPrerender(config);
        return html.replace(MARKER, templates(await render()));
      },
    },
  };
}
