import { describe, expect, it } from 'vitest';
import { contrastRows, diffText, mismatchCount } from './registryContrast';

describe('diffText', () => {
  it('marks only the differing middle of two texts', () => {
    expect(diffText('智算云科技有限公司', '智算云科技（上海）有限公司')).toEqual({
      prefix: '智算云科技',
      left: '',
      right: '（上海）',
      suffix: '有限公司',
    });
    expect(diffText('上海', '北京')).toEqual({ prefix: '', left: '上海', right: '北京', suffix: '' });
  });

  it('never lets the shared start and end overlap when one text contains the other', () => {
    expect(diffText('aa', 'aaa')).toEqual({ prefix: 'aa', left: '', right: 'a', suffix: '' });
    expect(diffText('abcabc', 'abc')).toEqual({ prefix: 'abc', left: 'abc', right: '', suffix: '' });
  });

  it('keeps characters outside the BMP whole', () => {
    expect(diffText('a😀b', 'a😁b')).toEqual({ prefix: 'a', left: '😀', right: '😁', suffix: 'b' });
  });
});

describe('contrastRows', () => {
  const labels = (field: string, value: string) =>
    field === 'industry' ? ({ '1': '人工智能', '2': '半导体' }[value] ?? value) : value;

  it('compares dictionary fields by their labels and marks differences only where the server says they differ', () => {
    const rows = contrastRows(
      [
        { field: 'companyName', declared: '智算云科技有限公司', registered: '智算云科技有限公司', match: true },
        { field: 'industry', declared: '1', registered: '2', match: false },
        { field: 'region', declared: '上海', registered: '北京', match: false },
      ],
      labels,
    );
    expect(rows.map((r) => [r.declaredText, r.registeredText])).toEqual([
      ['智算云科技有限公司', '智算云科技有限公司'],
      ['人工智能', '半导体'],
      ['上海', '北京'],
    ]);
    expect(rows[0]!.diff).toBeNull();
    expect(rows[1]!.diff).toMatchObject({ left: '人工智能', right: '半导体' });
    expect(mismatchCount(rows)).toBe(2);
  });

  it('has nothing to mark when one side is empty (no registry value)', () => {
    const [row] = contrastRows([{ field: 'region', declared: '上海', registered: '', match: false }], labels);
    expect(row!.diff).toBeNull();
  });
});
