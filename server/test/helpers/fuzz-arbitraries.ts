import fc from 'fast-check';

/**
 * fast-check arbitraries drawn from the JSON schemas of the OpenAPI document (which the server
 * builds from the contract's zod schemas): values a route accepts, and values it must refuse.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

/** Values known to exist (a project the callers may edit, a dictionary key…), by field name. */
export type KnownValues = Record<string, readonly string[]>;

const INT64_MAX = '9223372036854775807';
const ID_PATTERN = /\\d\{0,18\}|\\d\{1,19\}/;

/** A value the schema accepts (bounded in size, so requests stay small). */
export function validValue(schema: JsonSchema, known: KnownValues = {}, name = ''): fc.Arbitrary<unknown> {
  const s = schema;
  const pool = known[name];
  if (pool?.length) return fc.constantFrom(...pool);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validValue(a, known, name)));
  if (s.allOf?.length) return validValue(s.allOf[0]!, known, name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = Math.max(min, Math.min(s.maxLength ?? 24, 24));
      if (s.pattern) {
        const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity);
        return fc.stringMatching(new RegExp(s.pattern), { size: 'xsmall' }).filter(fits);
      }
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e9), max: Math.min(s.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({
        min: Math.max(s.minimum ?? -1000, -1e9),
        max: Math.min(s.maximum ?? 1000, 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(s.items ?? {}, known, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, known, k)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.constantFrom('x', 1, true);
  }
}

/** A nested array `depth` levels deep: a body built to exhaust a recursive walker. */
export const deepArray = (depth: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Text a database must never receive: NUL, a lone surrogate (not encodable as UTF-8), control bytes. */
export const poisonedText = fc.constantFrom('a\u0000b', '\u0000', 'x\ud800', '\udfff', 'name\u0000--');

/** Ids that look like ids but cannot be one: above the signed 64-bit range, zero, signed, fractional. */
export const impossibleIds = fc.constantFrom(
  '9223372036854775808',
  '9999999999999999999',
  '18446744073709551616',
  '99999999999999999999999',
  INT64_MAX + '0',
  '0',
  '-1',
  '1.5',
  '1e3',
  ' 1',
);

/** A value of the JSON body the schema must refuse (or, for a lenient field, store as given). */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const generic = fc.oneof(
    poisonedText,
    fc.constantFrom<unknown>(null, true, {}, [], { $gt: '' }, -1, 2 ** 63, 1e308, -1e308, 1.5),
    fc.constant(deepArray(2000)),
  );
  const specific: fc.Arbitrary<unknown>[] = [];
  if (type === 'string') {
    if (schema.pattern && ID_PATTERN.test(schema.pattern)) specific.push(impossibleIds);
    if (schema.maxLength !== undefined) specific.push(fc.constant('y'.repeat(schema.maxLength + 1)));
    specific.push(fc.constantFrom<unknown>(42, ['a'], 'x'.repeat(70_000)));
  }
  if (type === 'integer' || type === 'number') {
    if (schema.maximum !== undefined) specific.push(fc.constant(schema.maximum + 1));
    if (schema.minimum !== undefined) specific.push(fc.constant(schema.minimum - 1));
    specific.push(fc.constantFrom<unknown>(2 ** 31, 2 ** 53 + 2, '12', 'abc'));
  }
  if (type === 'array')
    specific.push(
      fc.constantFrom<unknown>(
        '1,2',
        [null],
        Array.from({ length: 5000 }, () => 1),
      ),
    );
  return specific.length ? fc.oneof(generic, ...specific) : generic;
}

/** Query and path values as raw, already-encoded URL text: what a hostile client types. */
export const invalidUrlValue = fc.oneof(
  impossibleIds,
  fc.constantFrom(
    '%00',
    'a%00b',
    '%FF',
    '%C3%28',
    '%ED%A0%80',
    '%E0%80%AF',
    '%',
    '%zz',
    'abc',
    '',
    '1e309',
    '-9223372036854775809',
    '99999999999',
    '1,99999999999',
    '2026-13-45',
    '2026-02-30 25:61:61',
    '9999-12-31',
    "1' or '1'='1",
  ),
  fc.constant('9'.repeat(5000)),
);
