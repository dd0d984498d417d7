/**
 * Reading the server's generated OpenAPI 3 document into what the 接口文档 screen shows: endpoints
 * grouped by tag, each with its access rule (`x-access`, written by the server's binder), its
 * parameters and its request and response fields flattened into rows.
 */
import type { Access } from '@invest/contract/access';

type Json = Record<string, unknown>;
export type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export type Parameter = { name: string; in: string; required: boolean; type: string; description: string };
/** One field of a body: its dotted path (`data.records[].id`), type, whether required, and limits. */
export type Field = { path: string; depth: number; type: string; required: boolean; description: string };

export type ApiEndpoint = {
  key: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  access: Access | undefined;
  /** The permission codes (empty when any signed-in user, or no sign-in, may call). */
  permissions: string[];
  parameters: Parameter[];
  body: Field[];
  response: Field[];
};

export type ApiGroup = { tag: string; endpoints: ApiEndpoint[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 8;
/** Zod's safe-integer bounds say nothing a reader needs. */
const SAFE = 9007199254740991;

/** Follows a local `$ref` (`#/components/schemas/x`) in the document. */
function resolve(doc: Json, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref?.startsWith('#/')) return schema;
  let node: unknown = doc;
  for (const part of schema.$ref.slice(2).split('/')) node = (node as Json | undefined)?.[part];
  return (node as JsonSchema | undefined) ?? schema;
}

/** A short type for a schema: `string`, `integer`, `string[]`, `"all" | "roles"`, `object`. */
export function typeOf(doc: Json, given: JsonSchema | undefined): string {
  const schema = resolve(doc, given);
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => typeOf(doc, s)))].join(' | ');
  if (schema.allOf?.length === 1) return typeOf(doc, schema.allOf[0]);
  if (schema.type === 'array') return `${typeOf(doc, schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type) return schema.format ? `${schema.type} (${schema.format})` : schema.type;
  if (schema.properties) return 'object';
  return 'any';
}

/** The limits worth telling: lengths, ranges, patterns, defaults. */
function limitsOf(schema: JsonSchema): string {
  const out: string[] = [];
  if (schema.description) out.push(schema.description);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    out.push(`length ${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`);
  const min = schema.minimum !== undefined && Math.abs(schema.minimum) !== SAFE ? schema.minimum : undefined;
  const max = schema.maximum !== undefined && Math.abs(schema.maximum) !== SAFE ? schema.maximum : undefined;
  if (min !== undefined || max !== undefined) out.push(`${min ?? '−∞'}–${max ?? '∞'}`);
  if (schema.pattern) out.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out.join(' · ');
}

/** The object (or array of objects) a schema describes, for walking into its fields. */
function objectOf(doc: Json, given: JsonSchema | undefined): { schema: JsonSchema; suffix: string } | undefined {
  const schema = resolve(doc, given);
  if (!schema) return undefined;
  if (schema.properties) return { schema, suffix: '' };
  if (schema.type === 'array') {
    const inner = objectOf(doc, schema.items);
    return inner ? { schema: inner.schema, suffix: `[]${inner.suffix}` } : undefined;
  }
  const union = (schema.anyOf ?? schema.oneOf)?.filter((s) => resolve(doc, s)?.type !== 'null');
  if (union?.length === 1) return objectOf(doc, union[0]);
  return undefined;
}

/** Every field of a schema, depth first, with dotted paths; recursive schemas stop where they repeat. */
export function fieldsOf(doc: Json, root: JsonSchema | undefined): Field[] {
  const out: Field[] = [];
  const walk = (given: JsonSchema | undefined, prefix: string, depth: number, seen: Set<string>) => {
    const found = objectOf(doc, given);
    if (!found || depth > MAX_DEPTH) return;
    const required = new Set(found.schema.required ?? []);
    for (const [name, raw] of Object.entries(found.schema.properties ?? {})) {
      const schema = resolve(doc, raw) ?? raw;
      const path = `${prefix}${name}`;
      out.push({ path, depth, type: typeOf(doc, raw), required: required.has(name), description: limitsOf(schema) });
      const ref = raw.$ref ?? raw.items?.$ref;
      if (ref && seen.has(ref)) continue;
      const inner = objectOf(doc, raw);
      if (inner) walk(raw, `${path}${inner.suffix}.`, depth + 1, ref ? new Set([...seen, ref]) : seen);
    }
  };
  walk(root, '', 0, new Set());
  return out;
}

const jsonSchemaOf = (content: unknown): JsonSchema | undefined =>
  ((content as Json | undefined)?.['application/json'] as { schema?: JsonSchema } | undefined)?.schema;

export function permissionsOf(access: Access | undefined): string[] {
  if (access?.kind !== 'user' || !access.permission) return [];
  return Array.isArray(access.permission) ? [...access.permission] : [access.permission as string];
}

/** The document's operations grouped by their first tag, in path order within a group, tags sorted. */
export function readApiDocument(doc: Json): ApiGroup[] {
  const groups = new Map<string, ApiEndpoint[]>();
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const path of Object.keys(paths).sort()) {
    for (const method of METHODS) {
      const op = paths[path]?.[method];
      if (!op) continue;
      const tag = ((op.tags as string[] | undefined) ?? [])[0] ?? 'other';
      const access = op['x-access'] as Access | undefined;
      const parameters = ((op.parameters as Json[] | undefined) ?? []).map((p) => ({
        name: String(p.name),
        in: String(p.in),
        required: p.required === true,
        type: typeOf(doc, p.schema as JsonSchema | undefined),
        description: limitsOf((resolve(doc, p.schema as JsonSchema) ?? {}) as JsonSchema),
      }));
      const ok = ((op.responses as Json | undefined)?.['200'] as Json | undefined)?.content;
      const endpoint: ApiEndpoint = {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        tag,
        access,
        permissions: permissionsOf(access),
        parameters,
        body: fieldsOf(doc, jsonSchemaOf((op.requestBody as Json | undefined)?.content)),
        response: fieldsOf(doc, jsonSchemaOf(ok)),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), endpoint]);
    }
  }
  return [...groups.keys()].sort().map((tag) => ({ tag, endpoints: groups.get(tag)! }));
}

/** Endpoints whose path, summary, method, tag or permission contains the query (case-insensitive). */
export function searchApi(groups: ApiGroup[], query: string): ApiGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return groups;
  return groups
    .map((g) => ({
      tag: g.tag,
      endpoints: g.endpoints.filter((e) =>
        [e.path, e.summary, e.method, e.tag, ...e.permissions].some((s) => s.toLowerCase().includes(q)),
      ),
    }))
    .filter((g) => g.endpoints.length > 0);
}
