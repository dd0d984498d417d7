import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRecord } from '@invest/contract/project';
import type { ProjectFileRecord } from '@invest/contract/project-extra';
import { seed } from '../src/db/seed/index.js';
import { createDiskStorage, storageRoot } from '../src/storage/storage.js';
import { createTestContext, freshDatabase, SEED_PASSWORD, type TestContext } from './helpers/context.js';

let ctx: TestContext;
let drop: () => Promise<void>;
let manager: Awaited<ReturnType<TestContext['as']>>;
const dataDir = mkdtempSync(join(tmpdir(), 'invest-seed-files-'));

beforeAll(async () => {
  const fresh = await freshDatabase({ samplePipeline: true, storage: createDiskStorage(storageRoot(dataDir)) });
  drop = fresh.drop;
  ctx = await createTestContext({ dataDir }, fresh.database);
  manager = await ctx.as('manager');
});
afterAll(async () => {
  await ctx.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function projectNamed(name: string): Promise<ProjectRecord> {
  return (await manager.request({ url: `/api/project/project/getByName?name=${encodeURIComponent(name)}` })).json()
    .data;
}

describe('sample documents of the first start', () => {
  it('files the documents each sample project has reached, as PDFs that open', async () => {
    const invested = await projectNamed('青禾食品'); // stage 4: plan, due diligence, term sheet, agreement
    const files: ProjectFileRecord[] = (
      await manager.request({ url: `/api/project/file/list?projectId=${invested.id}` })
    ).json().data;
    expect(files.map((f) => f.category).sort()).toEqual(['1', '2', '3', '4']);
    expect(files.find((f) => f.category === '1')).toMatchObject({
      name: '商业计划书-青禾食品.pdf',
      mime: 'application/pdf',
      uploaderName: '李娜',
    });

    const res = await manager.request({ url: `/api/project/file/download?id=${files[0]!.id}` });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // The cross-reference offset must point at the xref table, or viewers reject the file.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    expect(pdf).toContain('Qing He Shi Pin');
  });

  it('gives a reserve project only its business plan, and runs once', async () => {
    const reserve = await projectNamed('智算云');
    const list = async () =>
      (await manager.request({ url: `/api/project/file/list?projectId=${reserve.id}` })).json()
        .data as ProjectFileRecord[];
    expect((await list()).map((f) => f.category)).toEqual(['1']);
    const again = await seed(ctx.db, {
      password: SEED_PASSWORD,
      accessTokenTtl: 3600,
      refreshTokenTtl: 604800,
      storage: createDiskStorage(storageRoot(dataDir)),
    });
    expect(again).toEqual([]);
    expect(await list()).toHaveLength(1);
  });
});
