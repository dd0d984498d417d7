import { describe, expect, it } from 'vitest';
import { fieldsOf, readApiDocument, searchApi } from './openapi';

const doc = {
  openapi: '3.0.3',
  info: { title: 'API', version: '1.0.0' },
  components: {
    schemas: {
      node: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/node' } },
        },
        required: ['id'],
      },
    },
  },
  paths: {
    '/api/blade-desk/notice/submit': {
      post: {
        tags: ['notice-admin'],
        summary: 'Write a notice',
        'x-access': { kind: 'user', permission: 'notice_send' },
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  title: { type: 'string', minLength: 1, maxLength: 100 },
                  audience: { type: 'string', enum: ['all', 'roles'], default: 'all' },
                },
                required: ['title'],
              },
            },
          },
        },
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { code: { type: 'integer', minimum: -9007199254740991 }, data: { type: 'number' } },
                },
              },
            },
          },
        },
      },
    },
    '/api/blade-system/role/tree': {
      get: {
        tags: ['role'],
        summary: 'Role tree',
        'x-access': { kind: 'user', permission: ['role', 'user'] },
        parameters: [{ name: 'tenantId', in: 'query', required: false, schema: { type: 'string' } }],
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: { type: 'array', items: { $ref: '#/components/schemas/node' } } },
                },
              },
            },
          },
        },
      },
    },
    '/api/health': { get: { summary: 'Liveness', 'x-access': { kind: 'open' } } },
  },
};

describe('reading the OpenAPI document', () => {
  it('groups operations by tag with their method, permissions, parameters and fields', () => {
    const groups = readApiDocument(doc);
    expect(groups.map((g) => g.tag)).toEqual(['notice-admin', 'other', 'role']);
    const submit = groups[0]!.endpoints[0]!;
    expect(submit).toMatchObject({
      method: 'POST',
      path: '/api/blade-desk/notice/submit',
      permissions: ['notice_send'],
    });
    expect(submit.body).toEqual([
      { path: 'title', depth: 0, type: 'string', required: true, description: 'length 1–100' },
      { path: 'audience', depth: 0, type: '"all" | "roles"', required: false, description: 'default "all"' },
    ]);
    // Zod's safe-integer bounds are not limits worth showing.
    expect(submit.response[0]).toMatchObject({ path: 'code', type: 'integer', description: '' });
    const tree = groups[2]!.endpoints[0]!;
    expect(tree.permissions).toEqual(['role', 'user']);
    expect(tree.parameters).toEqual([
      { name: 'tenantId', in: 'query', required: false, type: 'string', description: '' },
    ]);
    expect(groups[1]!.endpoints[0]!.permissions).toEqual([]);
  });

  it('walks into referenced objects and stops where a schema repeats itself', () => {
    const fields = fieldsOf(
      doc,
      doc.paths['/api/blade-system/role/tree'].get.responses[200].content['application/json'].schema,
    );
    expect(fields.map((f) => f.path)).toEqual(['data', 'data[].id', 'data[].children']);
    expect(fields[2]!.type).toBe('object[]');
  });

  it('searches paths, summaries and permissions, case-insensitively', () => {
    const groups = readApiDocument(doc);
    expect(searchApi(groups, 'NOTICE_SEND').flatMap((g) => g.endpoints.map((e) => e.path))).toEqual([
      '/api/blade-desk/notice/submit',
    ]);
    expect(searchApi(groups, 'role tree')).toHaveLength(1);
    expect(searchApi(groups, 'nothing-like-this')).toEqual([]);
    expect(searchApi(groups, '  ')).toBe(groups);
  });
});
