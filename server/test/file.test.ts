import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRecord } from '@invest/contract/project';
import { createTestContext, signIn, type TestContext } from './helpers/context.js';
import { addTenantWithUser } from './helpers/tenants.js';

type Who = Awaited<ReturnType<TestContext['as']>>;
let ctx: TestContext;
let manager: Who, analyst: Who;
let project: ProjectRecord;
beforeAll(async () => {
  ctx = await createTestContext();
  [manager, analyst] = await Promise.all([ctx.as('manager'), ctx.as('analyst')]);
  project = (
    await manager.request({
      method: 'POST',
      url: '/api/project/project/save',
      payload: { name: '文件项目', companyName: '文件公司' },
    })
  ).json().data;
});
afterAll(() => ctx.close());

function multipart(filename: string, content: string) {
  const boundary = '----bp';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF';

describe('project files', () => {
  it('uploads a business plan, lists it by category, and serves it to readers only', async () => {
    const up = await manager.request({
      method: 'POST',
      url: `/api/project/file/upload?projectId=${project.id}&category=1`,
      ...multipart('商业计划书.pdf', PDF),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({
      name: '商业计划书.pdf',
      category: '1',
      stage: 0,
      mime: 'application/pdf',
      uploaderName: '李娜',
      size: PDF.length,
    });
    const list = (
      await analyst.request({ method: 'GET', url: `/api/project/file/list?projectId=${project.id}` })
    ).json().data;
    expect(list.map((f: { name: string }) => f.name)).toEqual(['商业计划书.pdf']);
    const down = await analyst.request({ method: 'GET', url: `/api/project/file/download?id=${list[0].id}` });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toContain('inline');
    expect(down.body).toBe(PDF);
    // A role without any project screen may not read project files.
    await addTenantWithUser(ctx, '900001', 'boss', 'admin', ['project_list']);
    const other = (await signIn(ctx.app, 'boss', { query: { tenantId: '900001' } })).json().access_token;
    expect(
      (
        await ctx.inject({
          method: 'GET',
          url: `/api/project/file/download?id=${list[0].id}`,
          headers: { 'blade-auth': `bearer ${other}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets only the team upload or delete, checks the category, and refuses a request without a file', async () => {
    expect(
      (
        await analyst.request({
          method: 'POST',
          url: `/api/project/file/upload?projectId=${project.id}&category=1`,
          ...multipart('x.pdf', PDF),
        })
      ).statusCode,
    ).toBe(403);
    const bad = await manager.request({
      method: 'POST',
      url: `/api/project/file/upload?projectId=${project.id}&category=77`,
      ...multipart('x.pdf', PDF),
    });
    expect(bad.json().msg).toBe('category 的取值 77 不在字典中');
    expect(
      (
        await manager.request({
          method: 'POST',
          url: `/api/project/file/upload?projectId=${project.id}&category=1`,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    const files = (
      await manager.request({ method: 'GET', url: `/api/project/file/list?projectId=${project.id}` })
    ).json().data;
    expect(
      (await analyst.request({ method: 'POST', url: `/api/project/file/remove?ids=${files[0].id}` })).statusCode,
    ).toBe(403);
    expect(
      (await manager.request({ method: 'POST', url: `/api/project/file/remove?ids=${files[0].id}` })).json().data,
    ).toBe(1);
    expect(
      (await manager.request({ method: 'GET', url: `/api/project/file/download?id=${files[0].id}` })).statusCode,
    ).toBe(404);
  });
});

describe('résumés', () => {
  it('adds, edits, lists and deletes résumés of the team', async () => {
    const id = (
      await manager.request({
        method: 'POST',
        url: '/api/project/resume/submit',
        payload: {
          projectId: project.id,
          name: '王总',
          position: 'CEO',
          education: '清华大学',
          experience: '连续创业者',
        },
      })
    ).json().data;
    await manager.request({
      method: 'POST',
      url: '/api/project/resume/submit',
      payload: { id, projectId: project.id, name: '王总', position: 'CEO & 创始人' },
    });
    const list = (
      await analyst.request({ method: 'GET', url: `/api/project/resume/list?projectId=${project.id}` })
    ).json().data;
    expect(list).toMatchObject([{ name: '王总', position: 'CEO & 创始人' }]);
    expect(
      (
        await analyst.request({
          method: 'POST',
          url: '/api/project/resume/submit',
          payload: { projectId: project.id, name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await manager.request({
          method: 'POST',
          url: '/api/project/resume/submit',
          payload: { projectId: project.id, name: '' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await manager.request({ method: 'POST', url: `/api/project/resume/remove?ids=${id}` })).json().data).toBe(
      1,
    );
  });
});
