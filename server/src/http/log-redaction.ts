import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';

/**
 * Keeps secrets out of the server log. Sign-in and refresh carry the password digest, refresh
 * tokens, authorization codes and captcha or SMS codes in the query string (spec §7), and the
 * request log prints the URL; so every log line is scrubbed here, in one place, whatever logged it:
 * the request's URL, error messages and stacks, other string fields and the message itself.
 * `main.ts` and the tests build their logger from `logRedaction`.
 */

export const REDACTED = '[REDACTED]';

/** Parameter names whose values are secrets: passwords, tokens, client secrets, one-time codes. */
const SECRET_NAME =
  /pass(word|wd)|secret|token|credential|signature|api[-_]?key|^code$|(captcha|sms|verify|verification|auth)[-_]?code|^(blade-auth|authorization|cookie)$/i;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(safeDecode(name));

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `name=value` pairs of a query string or form body, anywhere in a text (a URL, a message, a stack). */
const FORM_PAIR = /([?&;\s"'(]|^)([^\s=&?;"'(]+)=([^&\s"'#;)]*)/g;
/** `"name": "value"` pairs of JSON quoted in a text. */
const JSON_PAIR = /"([^"\\]{1,64})"(\s*:\s*)"((?:[^"\\]|\\.)*)"/g;

/** The text with the value of every secret-bearing parameter replaced by `[REDACTED]`. */
export function redactSecrets(text: string): string {
  if (!text.includes('=') && !text.includes('"')) return text;
  return text
    .replace(FORM_PAIR, (pair, lead: string, name: string, value: string) =>
      value && isSecretName(name) ? `${lead}${name}=${REDACTED}` : pair,
    )
    .replace(JSON_PAIR, (pair, name: string, colon: string) =>
      isSecretName(name) ? `"${name}"${colon}"${REDACTED}"` : pair,
    );
}

/** Strings anywhere in plain serialized data (an error's fields, causes, aggregated errors). */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, isSecretName(k) && v ? REDACTED : redactDeep(v, depth + 1)]),
  );
}

/** Fastify's own request serializer, with the URL scrubbed. */
function serializeRequest(req: FastifyRequest) {
  const version = req.headers['accept-version'];
  return {
    method: req.method,
    url: redactSecrets(req.url),
    version: Array.isArray(version) ? version[0] : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Top-level string fields of a log call (`{ url: req.url }`, …); objects are left to the serializers. */
function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const clean = isSecretName(key) && value ? REDACTED : redactSecrets(value);
    if (clean !== value) (changed ??= { ...fields })[key] = clean;
  }
  return changed ?? fields;
}

/** Spread into Fastify's `logger` options (with `level`, `stream` or `transport`). */
export const logRedaction = {
  serializers: {
    req: serializeRequest,
    err: (err: Error) => redactDeep(stdSerializers.err(err)) as ReturnType<typeof stdSerializers.err>,
  },
  formatters: { log: redactFields },
  hooks: {
    // The message and its interpolation arguments (`Route POST:/api/…?password=… not found`).
    logMethod(args, method) {
      method.apply(
        this,
        args.map((a: unknown) => (typeof a === 'string' ? redactSecrets(a) : a)) as Parameters<typeof method>,
      );
    },
  },
  // Headers, should anything log them whole.
  redact: {
    paths: ['headers.authorization', 'headers["blade-auth"]', 'headers["captcha-code"]', 'headers.cookie'].flatMap(
      (p) => [p, `req.${p}`],
    ),
    censor: REDACTED,
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'formatters' | 'hooks' | 'redact'>;
