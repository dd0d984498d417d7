import { describe, expect, it } from 'vitest';
import { cleanFilters, toSortParams } from './sortParams';

describe('toSortParams', () => {
  it('sends the column key, which names the server field, as ascs or descs', () => {
    expect(toSortParams({ columnKey: 'paramKey', field: 'paramKey', order: 'ascend' })).toEqual({ ascs: 'paramKey' });
    expect(toSortParams({ columnKey: 'createTime', field: 'time', order: 'descend' })).toEqual({ descs: 'createTime' });
  });

  it('falls back to the dataIndex when a column has no key', () => {
    expect(toSortParams({ field: 'updateTime', order: 'descend' })).toEqual({ descs: 'updateTime' });
  });

  it('sends nothing when the sort is cleared, so the server default applies', () => {
    expect(toSortParams({ columnKey: 'paramKey', order: undefined })).toEqual({});
    expect(toSortParams({ columnKey: 'paramKey', order: null })).toEqual({});
    expect(toSortParams(undefined)).toEqual({});
    expect(toSortParams([])).toEqual({});
  });

  it('keeps the order of several sorted columns in comma lists', () => {
    expect(
      toSortParams([
        { columnKey: 'status', order: 'ascend' },
        { columnKey: 'createTime', order: 'descend' },
        { columnKey: 'account', order: 'ascend' },
        { columnKey: 'name', order: undefined },
      ]),
    ).toEqual({ ascs: 'status,account', descs: 'createTime' });
  });
});

describe('cleanFilters', () => {
  it('trims text and drops empty values so no empty parameter is sent', () => {
    expect(
      cleanFilters({ account: '  ad ', realName: '   ', roleId: undefined, status: 0, tags: [], from: null }),
    ).toEqual({ account: 'ad', status: 0 });
  });
});
