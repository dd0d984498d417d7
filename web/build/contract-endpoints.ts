import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The contract's endpoint modules, as the console resolves them (the package's built files). */
const ENDPOINT_MODULE = /[\\/]packages[\\/]contract[\\/]dist[\\/]api[\\/][\w-]+\.js(\?.*)?$/;

type Declared = { method: string; path: string; answer?: string };

/**
 * The console imports the contract's endpoints (`@invest/contract/api/*`) as values, for their
 * types and their method and path. Their zod schemas would bring zod (25 KB gzip) into every
 * screen, so the browser gets a projection instead: the module is evaluated here, at build time,
 * and only `{method, path, answer}` of each endpoint is emitted. The types still come from the
 * full module (TypeScript reads the contract's sources), so a call cannot drift from the server.
 */
export function contractEndpoints(): Plugin {
  return {
    name: 'invest:contract-endpoints',
    enforce: 'pre',
    load: {
      // Matched by the bundler itself: the hook is not called (across to JavaScript) for the
      // console's other 4,000 modules.
      filter: { id: ENDPOINT_MODULE },
      async handler(id) {
        const [file = id] = id.split('?');
        this.addWatchFile(file);
        // The modification time busts Node's module cache when the contract is rebuilt during `npm run dev`.
        const loaded = (await import(`${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`)) as Record<
          string,
          Record<string, Declared>
        >;
        return Object.entries(loaded)
          .map(([name, group]) => {
            const projected = Object.fromEntries(
              Object.entries(group).map(([key, e]) => [
                key,
                { method: e.method, path: e.path, answer: e.answer ?? 'envelope' },
              ]),
            );
            return `export const ${name} = ${JSON.stringify(projected)};`;
          })
          .join('\n');
      },
    },
  };
}
