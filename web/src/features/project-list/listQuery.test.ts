import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { filtersFromQuery, filtersOfSearch, queryOfFilters, searchValuesOf } from './listQuery';

const from = (query: string) => filtersFromQuery(new URLSearchParams(query));

describe('filtersFromQuery', () => {
  it('reads the links the home page makes', () => {
    expect(from('stage=1,2,3')).toEqual({ stage: '1,2,3' });
    expect(from('fundId=123')).toEqual({ fundId: '123' });
    expect(from('industry=3&isKey=1')).toEqual({ industry: '3', isKey: 1 });
    expect(from('managerId=42&round=a&keyword=%20%E6%99%BA%E7%AE%97%20')).toEqual({
      managerId: '42',
      round: 'a',
      keyword: '智算',
    });
  });

  it('reads back everything a shared link carries', () => {
    expect(
      from('name=x&companyName=y&amountFrom=100&amountTo=2000.5&createTimeFrom=2026-01-01&createTimeTo=2026-03-31'),
    ).toEqual({
      name: 'x',
      companyName: 'y',
      amountFrom: 100,
      amountTo: 2000.5,
      createTimeFrom: '2026-01-01',
      createTimeTo: '2026-03-31',
    });
  });

  it('leaves out what the server would refuse, so a bad link still shows the list', () => {
    expect(
      from('stage=x&fundId=abc&managerId=0&isKey=2&amountFrom=-1&amountTo=lots&createTimeFrom=soon&keyword='),
    ).toEqual({});
  });
});

describe('queryOfFilters', () => {
  it('writes the filters that have a value, and reads back the same', () => {
    const filters = { stage: '1,2', isKey: 1, keyword: '智算', amountFrom: 0, name: '' };
    // A comma inside a text value comes back as it was.
    expect(from(queryOfFilters({ keyword: 'a,b' }).slice(1))).toEqual({ keyword: 'a,b' });
    const query = queryOfFilters(filters);
    expect(query).toBe('?stage=1,2&isKey=1&keyword=%E6%99%BA%E7%AE%97&amountFrom=0');
    expect(from(query.slice(1))).toEqual({ stage: '1,2', isKey: 1, keyword: '智算', amountFrom: 0 });
    expect(queryOfFilters({})).toBe('');
  });
});

describe('the search form', () => {
  it('shows stages as a list and the created dates as a range, and sends them back as the server takes them', () => {
    const values = searchValuesOf({
      stage: '0,4',
      createTimeFrom: '2026-01-01',
      createTimeTo: '2026-01-31',
      fundId: '9',
    });
    expect(values.stage).toEqual(['0', '4']);
    expect(values.created?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-01-01', '2026-01-31']);
    expect(filtersOfSearch(values)).toEqual({
      stage: '0,4',
      createTimeFrom: '2026-01-01',
      createTimeTo: '2026-01-31',
      fundId: '9',
    });
  });

  it('sends no stage and no dates when none are chosen', () => {
    expect(filtersOfSearch({ stage: [], created: null, keyword: 'a' })).toEqual({
      keyword: 'a',
      stage: undefined,
      createTimeFrom: undefined,
      createTimeTo: undefined,
    });
    expect(filtersOfSearch({ created: [dayjs('2026-02-01'), dayjs('2026-02-02')] })).toMatchObject({
      createTimeFrom: '2026-02-01',
      createTimeTo: '2026-02-02',
    });
  });
});
