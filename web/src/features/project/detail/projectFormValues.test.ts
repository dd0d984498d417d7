import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '@invest/contract/project';
import { amountRangeValid, projectFormValues, projectSubmitOf } from './projectFormValues';

const record: ProjectRecord = {
  id: '11',
  uuid: 'u',
  name: '智算云',
  companyName: '智算云科技有限公司',
  industry: '1',
  region: '上海',
  round: '',
  stage: 0,
  source: '2',
  isKey: 1,
  fundId: '',
  fundName: '',
  fundCurrency: '',
  managerId: '7',
  managerName: '李娜',
  amountMin: 3000,
  amountMax: null,
  valuation: null,
  shareRatio: null,
  investedAmount: null,
  description: '',
  score: null,
  createTime: '',
  updateTime: '',
};

describe('project form values', () => {
  it('round-trip a record into the save body: no choice is empty, no fund is null, no amount is null', () => {
    const values = projectFormValues(record);
    expect(values).toMatchObject({ round: undefined, fundId: undefined, managerId: '7', amountMin: 3000 });
    expect(projectSubmitOf({ ...values, name: ' 智算云 ', region: ' 上海 ' }, '11')).toEqual({
      id: '11',
      name: '智算云',
      companyName: '智算云科技有限公司',
      industry: '1',
      round: '',
      region: '上海',
      source: '2',
      fundId: null,
      managerId: '7',
      amountMin: 3000,
      amountMax: null,
      valuation: null,
      shareRatio: null,
      description: '',
    });
  });

  it('leave the id and manager out of a new project when none is given', () => {
    const body = projectSubmitOf({ name: 'x', companyName: 'y' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('managerId');
  });

  it('check the planned range only when both ends are given', () => {
    expect(amountRangeValid(100, 200)).toBe(true);
    expect(amountRangeValid(200, 200)).toBe(true);
    expect(amountRangeValid(300, 200)).toBe(false);
    expect(amountRangeValid(null, 200)).toBe(true);
    expect(amountRangeValid(300, undefined)).toBe(true);
  });
});
