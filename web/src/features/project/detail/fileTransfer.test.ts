import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/httpError';
import { decodeErrorBlob, formatBytes, previewKindOf, uploadPercent } from './fileTransfer';

describe('uploadPercent', () => {
  it('follows the bytes sent but holds at 99 until the server has stored the file', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(505, 1000)).toBe(50);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(99);
  });

  it('shows no progress while the size is unknown', () => {
    expect(uploadPercent(500, undefined)).toBe(0);
    expect(uploadPercent(500, 0)).toBe(0);
  });
});

describe('previewKindOf', () => {
  it('previews PDFs, images and text, and nothing else', () => {
    expect(previewKindOf('application/pdf')).toBe('pdf');
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('image/jpeg')).toBe('image');
    expect(previewKindOf('text/plain')).toBe('text');
    expect(previewKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull();
    expect(previewKindOf('image/tiff')).toBeNull();
    expect(previewKindOf('')).toBeNull();
  });
});

describe('formatBytes', () => {
  it('says sizes in the largest fitting unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
  });
});

describe('decodeErrorBlob', () => {
  it("reads the server's message out of a refused blob download", async () => {
    const body = new Blob([JSON.stringify({ code: 404, success: false, data: null, msg: '数据不存在' })]);
    const decoded = await decodeErrorBlob(new HttpError('未知错误', 404, 'answer', 404, body));
    expect(decoded).toBeInstanceOf(HttpError);
    expect((decoded as HttpError).message).toBe('数据不存在');
    expect((decoded as HttpError).code).toBe(404);
  });

  it('keeps the original error when the body is not an envelope', async () => {
    const original = new HttpError('网络异常', 0, 'network');
    expect(await decodeErrorBlob(original)).toBe(original);
    const html = new HttpError('x', 502, 'answer', 502, new Blob(['<html>']));
    expect(await decodeErrorBlob(html)).toBe(html);
  });
});
