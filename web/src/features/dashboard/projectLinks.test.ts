import { describe, expect, it } from 'vitest';
import { PROJECT_GROUPS, projectListPath } from './projectLinks';

describe('projectListPath', () => {
  it('writes the filters the project list reads, stage lists with plain commas', () => {
    expect(projectListPath({ stage: [4, 5] })).toBe('/project/list?stage=4,5');
    expect(projectListPath({ isKey: 1 })).toBe('/project/list?isKey=1');
    expect(projectListPath({ fundId: '123' })).toBe('/project/list?fundId=123');
    expect(projectListPath({ industry: 'a&b' })).toBe('/project/list?industry=a%26b');
    expect(projectListPath({ stage: [3], fundId: '9' })).toBe('/project/list?stage=3&fundId=9');
    expect(projectListPath({})).toBe('/project/list');
  });

  it('links each home group to its stages or the key flag', () => {
    expect(PROJECT_GROUPS.map((g) => projectListPath(g.filters))).toEqual([
      '/project/list?stage=0',
      '/project/list?stage=1,2,3',
      '/project/list?stage=4,5',
      '/project/list?isKey=1',
    ]);
  });
});
