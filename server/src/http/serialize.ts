import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Schema = z.ZodType | { properties: z.ZodType };

const ENVELOPE_KEYS = ['code', 'success', 'data', 'msg'];

/** The `data` schema of an envelope (`envelopeOf` in the contract), or undefined for any other answer. */
function envelopeData(schema: Schema): z.ZodType | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const keys = Object.keys(schema.shape);
  return keys.length === ENVELOPE_KEYS.length && ENVELOPE_KEYS.every((k) => keys.includes(k))
    ? (schema.shape.data as z.ZodType)
    : undefined;
}

const isSuccess = (v: unknown): v is { code: number; success: true; data: object; msg: string } =>
  typeof v === 'object' &&
  v !== null &&
  Object.keys(v).length === ENVELOPE_KEYS.length &&
  (v as { success?: unknown }).success === true &&
  typeof (v as { code?: unknown }).code === 'number' &&
  typeof (v as { msg?: unknown }).msg === 'string' &&
  typeof (v as { data?: unknown }).data === 'object' &&
  (v as { data?: unknown }).data !== null;

/**
 * fastify-type-provider-zod's serializer (every answer checked against its contract schema), except
 * that the data of a successful envelope that is frozen — a cached read, `caches.ts` — is checked
 * and stringified once: its JSON is kept beside it (a WeakMap per route, so it goes with the cached
 * value). The menus, buttons and dictionaries every page asks for then cost a string join.
 */
export const serializerCompiler: FastifySerializerCompiler<Schema> = (route) => {
  const checkEach = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const data = envelopeData(route.schema);
  if (!data) return checkEach;
  const checked = new WeakMap<object, string>();
  return (answer) => {
    if (!isSuccess(answer) || !Object.isFrozen(answer.data)) return checkEach(answer);
    let json = checked.get(answer.data);
    if (json === undefined) {
      const result = z.safeEncode(data, answer.data);
      if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      json = JSON.stringify(result.data);
      checked.set(answer.data, json);
    }
    return `{"code":${answer.code},"success":true,"data":${json},"msg":${JSON.stringify(answer.msg)}}`;
  };
};
