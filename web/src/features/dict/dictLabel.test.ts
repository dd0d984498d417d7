import { describe, expect, it } from 'vitest';
import { dictLabel, dictOptions } from './dictLabel';

const item = (dictKey: string, dictValue: string, dictValueEn: string, sort: number) => ({
  dictKey,
  dictValue,
  dictValueEn,
  sort,
  remark: '',
});

describe('dictLabel', () => {
  it('shows the English value in English', () => {
    expect(dictLabel(item('0', '储备', 'Reserve', 1), 'en')).toBe('Reserve');
  });

  it('shows the Chinese value in Chinese even when an English one exists', () => {
    expect(dictLabel(item('0', '储备', 'Reserve', 1), 'zh')).toBe('储备');
  });

  it('falls back to the Chinese value in English when the English one is empty or blank', () => {
    expect(dictLabel(item('1', '立项', '', 2), 'en')).toBe('立项');
    expect(dictLabel(item('1', '立项', '  ', 2), 'en')).toBe('立项');
  });
});

describe('dictOptions', () => {
  it('orders the items by sort and labels them in the language', () => {
    const items = [item('b', '乙', 'B', 2), item('a', '甲', '', 1), item('c', '丙', 'C', 3)];
    expect(dictOptions(items, 'en').map((o) => [o.value, o.label])).toEqual([
      ['a', '甲'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(dictOptions(items, 'zh').map((o) => o.label)).toEqual(['甲', '乙', '丙']);
  });
});
