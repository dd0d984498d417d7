import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '@invest/contract/envelope';
import { createCacheHub } from '../src/caches.js';
import { deepFreeze } from '../src/freeze.js';
import { serializerCompiler } from '../src/http/serialize.js';

const item = z.object({ code: z.string(), count: z.number().int() });
const envelope = (data: unknown, msg = '操作成功') => ({ code: 200, success: true, data, msg });

const app = Fastify();
let answer: unknown;
beforeAll(async () => {
  app.setSerializerCompiler(serializerCompiler);
  app.get('/items', { schema: { response: { 200: envelopeOf(z.array(item)) } } }, async () => answer);
  await app.ready();
});
afterAll(() => app.close());

const body = async () => {
  const res = await app.inject({ method: 'GET', url: '/items' });
  return { status: res.statusCode, text: res.body };
};

describe('answers of cached reads', () => {
  it('are the same bytes as a checked answer, unknown fields dropped alike', async () => {
    const rows = () => [{ code: 'a', count: 1, secret: 'x' }];
    answer = envelope(rows());
    const checked = await body();
    answer = envelope(deepFreeze(rows()));
    const kept = await body();
    expect(kept).toEqual(checked);
    expect(JSON.parse(kept.text)).toEqual({
      code: 200,
      success: true,
      data: [{ code: 'a', count: 1 }],
      msg: '操作成功',
    });
    // The second time the kept JSON is used, with this answer's own message.
    answer = envelope((answer as { data: unknown }).data, 'ok');
    expect(JSON.parse((await body()).text).msg).toBe('ok');
  });

  it('are still checked against the contract: a cached value that breaks it is a 500, not sent', async () => {
    answer = envelope(deepFreeze([{ code: 'a', count: 'many' }]));
    expect((await body()).status).toBe(500);
    answer = envelope([{ code: 'a', count: 'many' }]);
    expect((await body()).status).toBe(500);
  });
});

describe('cached values', () => {
  it('are frozen all the way down, so no request can change what the next one reads', async () => {
    const hub = createCacheHub({
      listen: async (_c, _m, up) => (up?.(true), async () => undefined),
      notify: async () => undefined,
    });
    await hub.start();
    const cache = hub.cache<{ items: { code: string }[]; at: Date }>('menu');
    const value = await cache.get('k', async () => ({ items: [{ code: 'a' }], at: new Date(0) }));
    expect(() => value.items.push({ code: 'b' })).toThrow(TypeError);
    expect(() => {
      value.items[0]!.code = 'changed';
    }).toThrow(TypeError);
    expect((await cache.get('k', async () => ({ items: [], at: new Date(0) }))).items).toEqual([{ code: 'a' }]);
    // A Date is left as it is (freezing would not protect its time anyway).
    expect(Object.isFrozen(value.at)).toBe(false);
    await hub.stop();
  });
});
