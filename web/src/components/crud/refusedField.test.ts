import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/httpError';
import { refusedField } from './useFormSubmit';

const refusal = (body: object) =>
  new HttpError('msg', 400, 'answer', 400, { code: 400, success: false, data: null, ...body });

describe('refusedField', () => {
  it('places a refusal under the field the server names, never by its text', () => {
    expect(refusedField(refusal({ msg: '原密码不正确', key: 'oldPasswordWrong', field: 'oldPassword' }))).toEqual([
      'oldPassword',
    ]);
    expect(refusedField(refusal({ msg: 'Wrong current password', field: 'oldPassword' }))).toEqual(['oldPassword']);
    expect(refusedField(refusal({ field: 'items.0.name' }))).toEqual(['items', 0, 'name']);
  });

  it('places nothing when the server names no field (a whole-request refusal)', () => {
    expect(refusedField(refusal({ msg: '原密码不正确', key: 'forbidden' }))).toBeUndefined();
    expect(refusedField(new Error('network'))).toBeUndefined();
  });
});
