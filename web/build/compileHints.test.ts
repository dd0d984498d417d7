import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { afterSignInMetaTag } from './afterSignInFiles.ts';
import { addCompileHints, afterSignInScripts, COMPILE_HINT, compileHints } from './compileHints.ts';

type Bundle = Parameters<typeof addCompileHints>[0];
const chunk = (fileName: string, code: string) => ({ type: 'chunk' as const, fileName, code });
const asset = (fileName: string, source: string | Buffer) => ({ type: 'asset' as const, fileName, source });

describe('the compile hint on the screen after sign-in', () => {
  it('names the scripts of the after-sign-in list, not its stylesheets', () => {
    const html =
      '<head><meta name="after-sign-in" content="/assets/first-screen-1.js /assets/fs-2.css /assets/router-3.js"></head>';
    expect(afterSignInScripts(html)).toEqual(['assets/first-screen-1.js', 'assets/router-3.js']);
    expect(afterSignInScripts('<head></head>')).toEqual([]);
    // Read from the tag the build writes, so the two cannot drift apart.
    const written = afterSignInMetaTag(['assets/first-screen-1.js', 'assets/fs-2.css']);
    expect(afterSignInScripts(`<head>${written}</head>`)).toEqual(['assets/first-screen-1.js']);
  });

  it('goes on top of those scripts, before the preload map, and their compressed copies are made again', async () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport const a = () => 1;\n';
    const bundle = {
      'assets/first-screen-1.js': chunk('assets/first-screen-1.js', code),
      'assets/first-screen-1.js.br': asset('assets/first-screen-1.js.br', Buffer.from('stale')),
      'assets/first-screen-1.js.gz': asset('assets/first-screen-1.js.gz', Buffer.from('stale')),
      'assets/index-4.js': chunk('assets/index-4.js', code),
    } as unknown as Bundle;
    await addCompileHints(bundle, ['assets/first-screen-1.js']);
    const hinted = bundle['assets/first-screen-1.js'] as { code: string };
    expect(hinted.code).toBe(COMPILE_HINT + code);
    expect(hinted.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    const copy = (extension: string) => {
      const file = bundle[`assets/first-screen-1.js.${extension}`];
      if (file?.type !== 'asset') throw new Error(`no .${extension} copy`);
      return Buffer.from(file.source);
    };
    expect(brotliDecompressSync(copy('br')).toString()).toBe(hinted.code);
    expect(gunzipSync(copy('gz')).toString()).toBe(hinted.code);
    // The sign-in page's own scripts are left as they are.
    expect((bundle['assets/index-4.js'] as { code: string }).code).toBe(code);
    // Once only, however often the build step runs.
    await addCompileHints(bundle, ['assets/first-screen-1.js']);
    expect(hinted.code).toBe(COMPILE_HINT + code);
  });

  it('marks the after-sign-in scripts of a build and leaves the other pages’ chunks lazily compiled', async () => {
    const code = 'export const a = () => 1;\n';
    const bundle = {
      'index.html': asset('index.html', `<head>${afterSignInMetaTag(['assets/first-screen-1.js'])}</head>`),
      'assets/first-screen-1.js': chunk('assets/first-screen-1.js', code),
      'assets/ProjectPage-5.js': chunk('assets/ProjectPage-5.js', code),
    } as unknown as Bundle;
    const { generateBundle } = compileHints() as unknown as {
      generateBundle: { handler: (options: unknown, bundle: Bundle) => Promise<void> };
    };
    await generateBundle.handler({}, bundle);
    expect((bundle['assets/first-screen-1.js'] as { code: string }).code).toBe(COMPILE_HINT + code);
    expect((bundle['assets/ProjectPage-5.js'] as { code: string }).code).toBe(code);
  });
});
