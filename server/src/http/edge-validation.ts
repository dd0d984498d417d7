import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../errors.js';

/**
 * Input is checked once, here, before any route sees it (issue 12): every body is decoded as
 * strict UTF-8, and no text — query, path, body, file name, decoded credentials — may carry a
 * character PostgreSQL cannot store (NUL) or UTF-8 cannot encode (a lone surrogate). The schemas
 * then check shapes and ranges. See docs/security.md, "Refused at the edge".
 */

/** NUL, or half of a surrogate pair (JSON can spell one as "\ud800"; it has no UTF-8 form). */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any form of the console; a deeper body is an attack on the parsers, not data. */
const MAX_BODY_DEPTH = 32;

/** Refuses `text` (400, naming `field`) if it holds a character no record may hold. */
export function assertCleanText(field: string, text: string): void {
  if (FORBIDDEN.test(text)) throw invalid('forbiddenCharacter', { field });
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Bytes as text, or 400: never the silent U+FFFD a lenient decoder would store. */
function decodeUtf8(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalid('invalidEncoding');
  }
}

/** A percent-encoded component, decoded strictly (invalid UTF-8 is refused, not replaced). */
function decodeComponent(raw: string, field: string, plusIsSpace = true): string {
  let text: string;
  try {
    text = decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    throw invalid('invalidEncoding');
  }
  assertCleanText(field, text);
  return text;
}

/** `a=1&b=2&b=3` → { a: '1', b: ['2', '3'] }, refusing what the lenient parsers would mangle. */
function parseUrlEncoded(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq < 0 ? pair : pair.slice(0, eq), 'key');
    const value = decodeComponent(eq < 0 ? '' : pair.slice(eq + 1), key);
    const seen = out[key];
    out[key] = seen === undefined ? value : [seen, value].flat();
  }
  return out;
}

/** How deeply the JSON text nests, counted without parsing (a parser may overflow its stack first). */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** Every string (keys included) of a parsed body, with its path for the message. */
function assertCleanValue(value: unknown): void {
  const stack: { path: string; value: unknown }[] = [{ path: 'body', value }];
  while (stack.length) {
    const { path, value: v } = stack.pop()!;
    if (typeof v === 'string') assertCleanText(path, v);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        assertCleanText(path, k);
        stack.push({ path: path === 'body' ? k : `${path}.${k}`, value: child });
      }
    }
  }
}

/** The query and path of the raw URL: strictly decodable, and clean once decoded. */
function assertCleanUrl(url: string): void {
  // Without a `%`, decoding changes nothing a check could find (a `+` becomes a space), so one test
  // of the whole URL answers for every part; on a find, the parts are checked to name the field.
  if (!url.includes('%') && !FORBIDDEN.test(url)) return;
  const [path = '', query] = url.split('?', 2);
  decodeComponent(path, 'path', false);
  if (query) parseUrlEncoded(query);
}

/** Basic client credentials are decoded into a database lookup: the decoded text must be clean too. */
function assertCleanCredentials(header: string | undefined): void {
  const match = header && /^Basic\s+(\S*)/i.exec(header);
  if (!match) return;
  assertCleanText('authorization', decodeUtf8(Buffer.from(match[1]!, 'base64')));
}

/**
 * Registers the strict body parsers and the URL and header check. Call before the guard, so that
 * malformed input is refused before anything — the session lookup included — uses it.
 */
export function registerEdgeValidation(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) => {
    const text = decodeUtf8(body);
    if (jsonDepth(text) > MAX_BODY_DEPTH) throw invalid('bodyTooDeep', { max: MAX_BODY_DEPTH });
    const parsed = await new Promise((resolve, reject) =>
      parseJson(request, text, (err, value) => (err ? reject(err) : resolve(value))),
    );
    assertCleanValue(parsed);
    return parsed;
  });
  // Spec §7: some POST bodies are form-serialised.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    async (_request: FastifyRequest, body: Buffer) => parseUrlEncoded(decodeUtf8(body)),
  );

  // A client sends the same Basic header with every call: the last one found clean is not decoded again.
  let cleanCredentials: string | undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    assertCleanUrl(request.url);
    const credentials = request.headers.authorization;
    if (credentials !== cleanCredentials) {
      assertCleanCredentials(credentials);
      cleanCredentials = credentials;
    }
    done();
  });
}
