import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/httpError';
import { failureOf, fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, so Chinese names survive', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('项目列表-20260101.xlsx')}`)).toBe(
      '项目列表-20260101.xlsx',
    );
    expect(fileNameOf(`attachment; filename="plain.xlsx"; filename*=UTF-8''%E6%A8%A1%E6%9D%BF.xlsx`)).toBe('模板.xlsx');
  });

  it('falls back to the plain name, and to nothing without a header', () => {
    expect(fileNameOf('attachment; filename="projects.xlsx"')).toBe('projects.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A; filename=x.xlsx")).toBe('x.xlsx');
    expect(fileNameOf(undefined)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
  });
});

describe('failureOf', () => {
  it("keeps a refused import's per-row errors with the server's sentence", () => {
    const errors = [{ row: 3, column: '行业', message: '「x」不是可选值' }];
    const err = new HttpError('文件中有 1 处错误，未导入任何项目', 400, 'answer', 400, {
      code: 400,
      success: false,
      data: { errors },
      msg: '文件中有 1 处错误，未导入任何项目',
    });
    expect(failureOf(err)).toEqual({ message: '文件中有 1 处错误，未导入任何项目', errors });
  });

  it('has no rows for a refusal without them (a broken file, no permission) or a network failure', () => {
    const bad = new HttpError('请上传 .xlsx 格式的 Excel 文件', 400, 'answer', 400, { code: 400, data: null });
    expect(failureOf(bad)).toEqual({ message: '请上传 .xlsx 格式的 Excel 文件', errors: [] });
    expect(failureOf(new HttpError('网络异常', 0, 'network'))).toEqual({ message: '网络异常', errors: [] });
    expect(failureOf(new Error('boom'))).toEqual({ message: 'boom', errors: [] });
  });
});
