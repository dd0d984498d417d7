import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DOMAIN_PATTERN, commonSetting, expiryOf, isDefaultTenant, isExpired } from './tenantRules';

describe('tenant rules', () => {
  const now = dayjs('2026-05-10 12:00:00');

  it('marks a tenant expired only once its expiry has passed', () => {
    expect(isExpired('2026-05-09 23:59:59', now)).toBe(true);
    expect(isExpired('2026-05-10 23:59:59', now)).toBe(false);
    expect(isExpired('', now)).toBe(false);
  });

  it('sends the end of the chosen day, or nothing to remove the expiry', () => {
    expect(expiryOf(dayjs('2027-06-30'))).toBe('2027-06-30 23:59:59');
    expect(expiryOf(null)).toBe('');
  });

  it('starts the setting dialog from the values the tenants share, and says when they differ', () => {
    const a = { accountNumber: 5, expireTime: '2027-01-01 23:59:59' };
    const one = commonSetting([a]);
    expect(one.mixed).toBe(false);
    expect(one.accountNumber).toBe(5);
    expect(one.expireDay?.format('YYYY-MM-DD')).toBe('2027-01-01');

    const mixed = commonSetting([a, { accountNumber: -1, expireTime: '2027-01-01 00:00:00' }]);
    expect(mixed.mixed).toBe(true);
    expect(mixed.accountNumber).toBeUndefined();
    expect(mixed.expireDay?.format('YYYY-MM-DD')).toBe('2027-01-01');

    expect(commonSetting([{ accountNumber: -1, expireTime: '' }]).expireDay).toBeNull();
  });

  it('knows the default tenant and accepts the domains the server does', () => {
    expect(isDefaultTenant({ tenantId: '000000' })).toBe(true);
    expect(isDefaultTenant({ tenantId: '000001' })).toBe(false);
    expect(DOMAIN_PATTERN.test('invest.example.com:8080')).toBe(true);
    expect(DOMAIN_PATTERN.test('-bad.example.com')).toBe(false);
    expect(DOMAIN_PATTERN.test('http://x.com')).toBe(false);
  });
});
