// The web tests run in Node, but Vitest hands CSS imports over empty: a test that reads a
// stylesheet reads it as a file. The browser project has no Node types, hence the cast.
// @ts-expect-error -- node:fs has no types in the browser project.
const fs = (await import('node:fs')) as {
  readdirSync: (path: string, options: { recursive: true }) => string[];
  readFileSync: (path: string, encoding: 'utf8') => string;
};

/** web/src, where the paths below start. */
const SRC = `${(import.meta as ImportMeta & { dirname: string }).dirname}/..`;

/** A file under web/src, as text. */
export const readSource = (path: string): string => fs.readFileSync(`${SRC}/${path}`, 'utf8');

/** Every file under web/src whose name ends with `extension`, as [path, text]. */
export const sourcesEndingWith = (extension: string): (readonly [string, string])[] =>
  fs
    .readdirSync(SRC, { recursive: true })
    .filter((path) => path.endsWith(extension))
    .map((path) => [path, readSource(path)] as const);
