import type { Plugin, Rollup } from 'vite';

type OutputAsset = Rollup.OutputAsset;
type OutputChunk = Rollup.OutputChunk;
type Bundle = Record<string, OutputAsset | OutputChunk>;

/** index.html's list of the files the screen after sign-in needs (read by app/firstScreen.ts). */
export const AFTER_SIGN_IN_META = 'after-sign-in';

/**
 * The files the screen after sign-in needs and the sign-in page does not fetch: the first-screen
 * chunk (the console, the shell and the home page), what it imports statically, and its
 * stylesheets (antd's included). The biggest first: it is what Enter waits for longest.
 */
export function afterSignInFiles(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.name === 'first-screen');
  const js: string[] = [];
  const css: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (js.includes(chunk.fileName)) return;
    js.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
    // antd's stylesheet is imported as a URL (app/antdStyles.ts): an asset of the chunk.
    for (const file of chunk.viteMetadata?.importedAssets ?? [])
      if (file.endsWith('.css') && !css.includes(file)) css.push(file);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  const [first, ...rest] = js;
  return first ? [first, ...css, ...rest] : css;
}

/** The `<meta>` that names `files` (bundle file names) in index.html. */
export function afterSignInMetaTag(files: string[]): string {
  return `<meta name="${AFTER_SIGN_IN_META}" content="${files.map((f) => `/${f}`).join(' ')}">`;
}

/** The files an index.html's `<meta>` names, as bundle file names (the reverse of `afterSignInMetaTag`). */
export function readAfterSignInMeta(html: string): string[] {
  const content = new RegExp(`<meta name="${AFTER_SIGN_IN_META}" content="([^"]*)">`).exec(html)?.[1] ?? '';
  return content
    .split(' ')
    .filter(Boolean)
    .map((file) => file.replace(/^\//, ''));
}

/**
 * Names those files in index.html (a `<meta>`, one space-separated list), leaving out the ones it
 * already loads, so the sign-in page can fetch them once drawn, without running them
 * (docs/decisions.md, "The screen after sign-in fetched while the form is shown").
 */
export function afterSignInMeta(): Plugin {
  return {
    name: 'invest:after-sign-in-files',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        // Named by a tag, or in the console's modules that boot.js loads (build/inlineFirstPaint.ts).
        const loaded = (file: string) => html.includes(`/${file}"`) || html.includes(`/${file} `);
        const files = afterSignInFiles(ctx.bundle as Bundle).filter((file) => !loaded(file));
        if (!files.length) return html;
        return html.replace('</head>', () => `  ${afterSignInMetaTag(files)}\n  </head>`);
      },
    },
  };
}
