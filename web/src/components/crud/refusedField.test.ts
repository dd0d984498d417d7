import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { HttpError } from '../../lib/httpError';
import { refusedField, showRefusal } from './useFormSubmit';

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

describe('showRefusal', () => {
  const shown = () => {
    const setFields = vi.fn();
    const message = vi.fn();
    return { form: { setFields } as unknown as FormInstance<object>, setFields, message };
  };

  it('puts a refusal that names a field under it, and says nothing else', () => {
    const { form, setFields, message } = shown();
    showRefusal(form, refusal({ field: 'oldPassword' }), message, '未知错误');
    expect(setFields).toHaveBeenCalledWith([{ name: ['oldPassword'], errors: ['msg'] }]);
    expect(message).not.toHaveBeenCalled();
  });

  it('says a whole-request refusal as a message, and a failure without an answer in the given words', () => {
    const { form, setFields, message } = shown();
    showRefusal(form, refusal({ key: 'forbidden' }), message, '未知错误');
    showRefusal(form, new Error('socket hang up'), message, '未知错误');
    expect(message.mock.calls).toEqual([['msg'], ['未知错误']]);
    expect(setFields).not.toHaveBeenCalled();
  });
});
