import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/httpError';
import { unboundIdentity } from './api';

describe('unboundIdentity', () => {
  it('reads what the registration dialog needs from the 400 answer of an unbound identity', () => {
    const body = {
      error_code: 400,
      error_description: '该第三方账号尚未绑定系统账号，请先注册',
      oauth_id: '123456789',
      tenant_id: '000000',
      name: 'Dev alice',
    };
    expect(unboundIdentity(new HttpError(body.error_description, 400, 'answer', 400, body))).toEqual({
      oauthId: '123456789',
      tenantId: '000000',
      name: 'Dev alice',
    });
  });

  it('leaves every other failure to the error message', () => {
    const wrong = { error_code: 400, error_description: '第三方登录失败，请重试' };
    expect(unboundIdentity(new HttpError(wrong.error_description, 400, 'answer', 400, wrong))).toBeUndefined();
    const pending = { error_code: 403, error_description: '账号正在等待管理员审核' };
    expect(unboundIdentity(new HttpError(pending.error_description, 403, 'answer', 403, pending))).toBeUndefined();
    expect(unboundIdentity(new HttpError('网络异常', 0, 'network'))).toBeUndefined();
    expect(unboundIdentity(new Error('x'))).toBeUndefined();
  });
});
