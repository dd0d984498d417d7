import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { TenantRecord } from '@invest/contract/tenant';

/** Contract rules, mirrored by the forms. */
export const DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?)?$/i;
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const UNLIMITED = -1;

export const isDefaultTenant = (r: Pick<TenantRecord, 'tenantId'>) => r.tenantId === DEFAULT_TENANT_ID;

/** Whether a tenant's expiry (`yyyy-MM-dd HH:mm:ss`, '' for none) has passed. */
export function isExpired(expireTime: string, now: Dayjs = dayjs()): boolean {
  if (!expireTime) return false;
  const at = dayjs(expireTime);
  return at.isValid() && at.isBefore(now);
}

/** The expiry sent for a chosen day: the end of that day, so the tenant works through it; none → ''. */
export function expiryOf(day: Dayjs | null | undefined): string {
  return day ? `${day.format('YYYY-MM-DD')} 23:59:59` : '';
}

/** What the setting dialog starts with: the tenants' shared values, or nothing where they differ. */
export function commonSetting(rows: readonly Pick<TenantRecord, 'accountNumber' | 'expireTime'>[]): {
  accountNumber?: number;
  expireDay?: Dayjs | null;
  mixed: boolean;
} {
  const quotas = new Set(rows.map((r) => r.accountNumber));
  const days = new Set(rows.map((r) => (r.expireTime ? r.expireTime.slice(0, 10) : '')));
  const out: { accountNumber?: number; expireDay?: Dayjs | null; mixed: boolean } = {
    mixed: quotas.size > 1 || days.size > 1,
  };
  if (quotas.size === 1) out.accountNumber = rows[0]!.accountNumber;
  if (days.size === 1) {
    const day = [...days][0]!;
    out.expireDay = day ? dayjs(day) : null;
  }
  return out;
}
