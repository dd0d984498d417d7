import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { readAfterSignInMeta } from './afterSignInFiles.ts';

type Bundle = Rollup.OutputBundle;

/**
 * V8's explicit compile hint (Chromium 136 on): every function of the file is compiled as the file
 * loads, off the main thread where it can, instead of on the main thread at its first call. Read
 * only in the comments before the file's first code.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts index.html names for the screen after sign-in (build/afterSignInFiles.ts), as bundle file names. */
export function afterSignInScripts(html: string): string[] {
  return readAfterSignInMeta(html).filter((file) => file.endsWith('.js'));
}

/** The compressed copies vite-plugin-compression2 writes beside a file, made the same way (its defaults). */
const COPIES: Record<string, (code: Buffer) => Promise<Buffer>> = {
  br: (code) =>
    promisify(brotliCompress)(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gz: (code) => promisify(gzip)(code, { level: constants.Z_BEST_COMPRESSION }),
};

/** Puts the compile hint on top of the given scripts and makes their compressed copies again. */
export async function addCompileHints(bundle: Bundle, files: string[]): Promise<void> {
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    for (const [extension, compress] of Object.entries(COPIES)) {
      const copy = bundle[`${file}.${extension}`];
      if (copy?.type === 'asset') copy.source = await compress(Buffer.from(chunk.code));
    }
  }
}

/**
 * The scripts of the screen after sign-in, which the sign-in page fetches while the user types,
 * marked for eager compilation: the first render after Enter then runs compiled code instead of
 * compiling some 800 functions on the main thread as it calls them (docs/performance.md). Not the
 * sign-in page's own scripts, whose full compile would hold up its first paint; not the other
 * pages' chunks (docs/decisions.md, "The screen after sign-in compiled as it loads").
 */
export function compileHints(): Plugin {
  return {
    name: 'invest:compile-hints',
    apply: 'build',
    generateBundle: {
      // Last: Vite's import analysis puts the lazy imports' preload map on top of a chunk, and the
      // compression plugin compresses the files right after it, in the same step.
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        await addCompileHints(bundle, afterSignInScripts(String(html.source)));
      },
    },
  };
}
