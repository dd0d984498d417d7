import { randomInt } from 'node:crypto';
import type { TokenQuery, TokenResponse } from '@invest/contract/auth';
import { phoneProblem } from '@invest/contract/validation';
import { invalid, tooMany } from '../../errors.js';
import { translate, type Lang } from '../../http/messages.js';
import type { SmsSender } from '../../sms/sender.js';
import type { TenantService } from '../tenant/service.js';
import type { UserRow, UserService } from '../user/service.js';
import type { AuthRepo } from './repo.js';
import { sha256Hex } from './secrets.js';

/** Sending limits: one code a minute per phone, five an hour per phone, twenty an hour per address. */
export const SMS = { ttlMs: 5 * 60_000, resendMs: 60_000, perPhoneHour: 5, perIpHour: 20, maxAttempts: 5 } as const;

type Deps = {
  repo: AuthRepo;
  users: UserService;
  tenants: TenantService;
  sender: SmsSender;
  assertNotLocked(tenantId: string, key: string, ip: string): Promise<void>;
  startSession(user: UserRow, tenantId: string, key: string): Promise<TokenResponse>;
};

/** Phone sign-in: a six-digit code by SMS, then grant_type=sms_code with the phone and the code. */
export function createSmsGrant({ repo, users, tenants, sender, assertNotLocked, startSession }: Deps) {
  return {
    /** Sends a code when the number belongs to an account; answers the same either way, so numbers cannot be probed. */
    async request(tenantId: string, phone: string, ip: string, lang: Lang): Promise<void> {
      const problem = phoneProblem(phone);
      if (problem) throw invalid(problem).at('phone');
      await tenants.requireActive(tenantId);
      const counts = await repo.smsCounts(tenantId, phone, ip, new Date(Date.now() - 3_600_000));
      const wait = counts.last ? SMS.resendMs - (Date.now() - counts.last.getTime()) : 0;
      if (wait > 0) throw tooMany('smsTooFrequent', { seconds: Math.ceil(wait / 1000) });
      if (counts.byPhone >= SMS.perPhoneHour || counts.byIp >= SMS.perIpHour) throw tooMany('smsLimit');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.saveSmsCode({
        tenantId,
        phone,
        ip,
        codeHash: sha256Hex(code),
        expiresAt: new Date(Date.now() + SMS.ttlMs),
      });
      if (await users.findByPhone(tenantId, phone)) await sender.send(phone, translate('smsText', lang, { code }));
    },

    async signIn(q: TokenQuery, tenantId: string, ip: string): Promise<TokenResponse> {
      const phone = (q.phone ?? '').trim();
      if (!phone) throw invalid('phoneEmpty');
      if (!q.code) throw invalid('smsCodeInvalid');
      const key = `phone:${phone}`;
      await assertNotLocked(tenantId, key, ip);
      await tenants.requireActive(tenantId);
      const row = await repo.latestSmsCode(tenantId, phone);
      const user = await users.findByPhone(tenantId, phone);
      const valid = row && row.attempts < SMS.maxAttempts && row.codeHash === sha256Hex(q.code.trim()) && user;
      if (!valid) {
        if (row) await repo.countSmsAttempt(row.id);
        await repo.recordFailure({ tenantId, account: key, ip });
        throw invalid('smsCodeInvalid');
      }
      if (!(await repo.useSmsCode(row.id))) throw invalid('smsCodeInvalid');
      return startSession(user, tenantId, key);
    },
  };
}
