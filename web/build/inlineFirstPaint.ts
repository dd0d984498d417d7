import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

type OutputAsset = Rollup.OutputAsset;
type OutputChunk = Rollup.OutputChunk;
type Bundle = Record<string, OutputAsset | OutputChunk>;

/**
 * The modules the sign-in page imports dynamically on its way to a usable form: from main.tsx
 * React, the texts, the page and the first-screen hooks; from lib/api the HTTP client, which the
 * form calls as soon as it is drawn (the public settings) and a sign-in goes through. Named, not
 * "every dynamic import": the entry chunk also holds modules whose own dynamic imports (the
 * console, the shell, the pages) must not be fetched for the sign-in page.
 */
const SIGN_IN_MODULES = [
  /[\\/]react-dom[\\/]client\.js$/,
  /[\\/]src[\\/]lib[\\/]i18n\.ts$/,
  /[\\/]src[\\/]app[\\/]SignInApp\.tsx$/,
  /[\\/]src[\\/]app[\\/]firstScreen\.ts$/,
  /[\\/]src[\\/]lib[\\/]http\.ts$/,
];

/**
 * The chunks of those modules and everything they import statically, with the entry's own static
 * imports: fetched as module preloads (fetched and compiled, not run) once the form has painted
 * (boot/boot.js), as the static imports they were before, but evaluated step by step (main.tsx).
 * Without the HTTP client here, a submit right after the form showed waited for it behind the
 * next screen's files (prefetchAfterSignIn): the token request left 180–430 ms after Enter.
 */
function signInChunks(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  // index.html's module script (src/main.tsx) is the entry of the client build.
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
  if (!entry) return [];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Set<string>();
  const holdsSignInModule = (file: string) =>
    (byFile.get(file)?.moduleIds ?? []).some((id) => SIGN_IN_MODULES.some((m) => m.test(id)));
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || found.has(file) || file === entry.fileName) return;
    found.add(file);
    chunk.imports.forEach(visit);
    chunk.dynamicImports.filter(holdsSignInModule).forEach(visit);
  };
  entry.imports.forEach(visit);
  entry.dynamicImports.filter(holdsSignInModule).forEach(visit);
  return [...found];
}

/** The stylesheets of the sign-in page's chunks (CSS modules of the page and its controls). */
const signInCss = (bundle: Bundle) =>
  signInChunks(bundle).flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);

/** What index.html loads by name and this plugin writes into it instead (build/../boot/). */
const SCRIPTS = ['boot.js', 'sign-in-boot.js'];
/** The inline scripts' hashes, read by the server for its Content-Security-Policy (server/src/http/security-headers.ts). */
export const CSP_FILE = 'csp-script-hashes.json';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` of each inline script of `html`, as a CSP `script-src` source allows it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

const MODULE_TAG =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const MODULES_META = '<meta name="console-modules" content="" />';

/**
 * The entry module and the chunks to fetch ahead (Vite's module preloads and `chunks`), named in
 * `<meta name="console-modules">` for boot.js to load instead of as tags in the page: the sign-in
 * page fetches them once its form has painted (boot/boot.js says why).
 */
function listConsoleModules(html: string, chunks: string[]): string {
  let entry: string | undefined;
  const preloads: string[] = [];
  const out = html.replace(MODULE_TAG, (_tag, script?: string, preload?: string) => {
    if (script) entry = script;
    else if (preload) preloads.push(preload);
    return '';
  });
  if (!entry) throw new Error('index.html has no module script for boot.js to load');
  if (!out.includes(MODULES_META)) throw new Error(`index.html has no ${MODULES_META} to fill`);
  const names = [...new Set([entry, ...preloads, ...chunks.map((file) => `/${file}`)])];
  return out.replace(MODULES_META, () => `<meta name="console-modules" content="${names.join(' ')}" />`);
}

/** The script without its leading comment (the comment explains the file; the page needs none of it). */
const stripLeadingComment = (source: string) => source.replace(/^\s*\/\*[\s\S]*?\*\/\s*/, '').trim();

/**
 * Everything the sign-in form's first paint waits for, inside index.html (docs/decisions.md, "The
 * sign-in form's first paint without a round trip"): boot.js and sign-in-boot.js as inline scripts,
 * allowed by their sha256 in the server's CSP (written to CSP_FILE beside index.html), and the
 * entry's stylesheet (global, themes, the sign-in page: about 22 KB) as a <style>, so neither a
 * script nor a stylesheet is a round trip before the form shows.
 */
export function inlineFirstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'invest:inline-first-paint',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let out = html;
        for (const name of SCRIPTS) {
          // `vite-ignore`: a classic script Vite leaves alone (and does not warn of) for this plugin.
          const tag = new RegExp(`<script\\s+(?:vite-ignore\\s+)?src="/${name.replaceAll('.', '\\.')}"\\s*></script>`);
          if (!tag.test(out)) throw new Error(`index.html has no <script vite-ignore src="/${name}"> to inline`);
          const source = stripLeadingComment(readFileSync(join(config.root, 'boot', name), 'utf8'));
          out = out.replace(tag, () => `<script>${source}</script>`);
        }
        // The dev server injects its styles from script; a build has the entry's stylesheet as a file.
        if (!ctx.bundle) return out;
        out = listConsoleModules(out, signInChunks(ctx.bundle as Bundle));
        const sourceOf = (file: string) => {
          const asset = ctx.bundle![file] as OutputAsset | undefined;
          if (asset?.type !== 'asset') throw new Error(`no stylesheet ${file} to inline`);
          const css = String(asset.source).trim();
          if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
          return css;
        };
        // Each inlined stylesheet stays listed as a disabled link (not fetched, not applied): Vite's
        // preload helper skips a stylesheet the document already links, so importing a chunk that
        // needs it does not fetch it and apply the same rules a second time.
        const listed = (file: string) => `<link rel="stylesheet" href="/${file}" disabled>`;
        let entryCss = 0;
        out = out.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (_tag, file: string) => {
            entryCss++;
            return `<style>${sourceOf(file)}</style>\n    ${listed(file)}`;
          },
        );
        if (entryCss !== 1) throw new Error(`expected the entry's one stylesheet in index.html, found ${entryCss}`);
        // The sign-in page's own stylesheets (its CSS modules travel with its chunk), the same way.
        const files = [...new Set(signInCss(ctx.bundle as Bundle))];
        if (!files.length) return out;
        const links = files.map((file) => `  ${listed(file)}\n`).join('');
        return out.replace('</head>', () => `  <style>${files.map(sourceOf).join('')}</style>\n${links}  </head>`);
      },
    },
    async writeBundle(options, bundle) {
      const page = bundle['index.html'] as OutputAsset | undefined;
      if (!page || !options.dir) return;
      await writeFile(join(options.dir, CSP_FILE), JSON.stringify(inlineScriptHashes(String(page.source))) + '\n');
    },
  };
}
