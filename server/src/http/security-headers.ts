import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where the console's build lists its inline scripts' hashes (web/build/inlineFirstPaint.ts `CSP_FILE`). */
export const CONSOLE_SCRIPT_HASHES = 'csp-script-hashes.json';
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The `script-src` sources of the console's inline scripts (the theme and sign-in boot scripts the
 * build writes into index.html), read once at start from the built console. No file (no console
 * served, an older build): none. A file that is not a list of sha256 sources stops the start.
 */
export function consoleScriptHashes(consoleRoot: string | undefined): string[] {
  if (!consoleRoot) return [];
  let text: string;
  try {
    text = readFileSync(join(consoleRoot, CONSOLE_SCRIPT_HASHES), 'utf8');
  } catch {
    return [];
  }
  const hashes: unknown = JSON.parse(text);
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string' && HASH_SOURCE.test(h)))
    throw new Error(`${CONSOLE_SCRIPT_HASHES}: expected a list of 'sha256-…' sources`);
  return hashes as string[];
}

/**
 * The headers helmet's middleware sets for `options`, recorded once. With no per-request directive
 * (a CSP nonce is a function of the request) they are the same for every answer.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.some((v) => typeof v === 'function' || (Array.isArray(v) && v.some((e) => typeof e === 'function'))))
    throw new Error('security headers are recorded once: a directive computed per request is not supported');
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/**
 * Helmet's security headers and the request id on every answer, in one synchronous hook.
 * @fastify/helmet builds helmet's middleware again for each request (13 % of a cached read's CPU
 * in the api-ratio profile), and even built once, the middleware's `setHeader` calls on the raw
 * response put Node's `writeHead` on its slow path for every other header. Recorded once and put
 * with Fastify's own headers, a request costs a dozen property writes.
 */
export function registerResponseHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
