import { describe, expect, it } from 'vitest';
import en from '../../lib/locales/en';
import zh from '../../lib/locales/zh';
import { registerProblem, type RegisterValues } from './registerRules';

const full: RegisterValues = {
  tenantId: '000000',
  name: 'Alice',
  account: 'alice_01',
  password: 'Secret@2026',
  password2: 'Secret@2026',
};

/** The warning a user would see for these values, in Chinese. */
const warning = (v: RegisterValues) => {
  const p = registerProblem(v);
  return p ? zh.register[p.key] : null;
};

describe('registration rules (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(registerProblem(full)).toBeNull();
  });

  it('checks tenant, account, both passwords, then their equality, in that order', () => {
    // Everything empty: the first rule speaks, and each fix reveals the next one.
    let v: RegisterValues = {};
    expect(warning(v)).toBe('请先输入租户编号');
    v = { ...v, tenantId: '000000' };
    expect(warning(v)).toBe('请先输入账号名称');
    v = { ...v, account: 'alice' };
    expect(warning(v)).toBe('请先输入密码');
    v = { ...v, password: 'a' };
    expect(warning(v)).toBe('请先输入密码');
    v = { ...v, password2: 'b' };
    expect(warning(v)).toBe('两次密码输入不一致');
    v = { ...v, password2: 'a' };
    expect(warning(v)).toBeNull();
  });

  it('reports an earlier rule before a later one however many fail', () => {
    expect(warning({ ...full, tenantId: ' ', account: '', password: '' })).toBe('请先输入租户编号');
    expect(warning({ ...full, account: '  ', password2: 'other' })).toBe('请先输入账号名称');
    expect(warning({ ...full, password2: '' })).toBe('请先输入密码');
    expect(registerProblem({ ...full, password: '' })?.field).toBe('password');
    expect(registerProblem({ ...full, password2: '' })?.field).toBe('password2');
  });

  it("refuses an account the server would refuse, after the spec's four rules", () => {
    expect(warning({ ...full, account: 'a' })).toBe(zh.register.accountFormat);
    expect(warning({ ...full, account: '张三' })).toBe(zh.register.accountFormat);
    expect(warning({ ...full, account: '张三', password2: 'x' })).toBe('两次密码输入不一致');
    expect(registerProblem({ ...full, account: 'a.b@c-d_e' })).toBeNull();
  });

  it('has an English warning for every rule', () => {
    expect(en.register.tenantRequired).toBe('Please enter the tenant ID first');
    expect(en.register.passwordMismatch).toBe('The two passwords do not match');
    for (const key of [
      'tenantRequired',
      'accountRequired',
      'passwordRequired',
      'passwordMismatch',
      'accountFormat',
    ] as const) {
      expect(en.register[key]).not.toBe(zh.register[key]);
    }
  });
});
