import { randomUUID } from 'node:crypto';
import type { CaptchaResponse, TokenQuery, TokenResponse } from '@invest/contract/auth';
import type { PasswordChange } from '@invest/contract/user';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { AuthUser } from '../../http/auth-context.js';
import { forbidden, invalid, tooMany, unauthenticated } from '../../errors.js';
import { USER_STATUS } from '../../db/schema/user.js';
import type { TenantService } from '../tenant/service.js';
import type { UserRow, UserService } from '../user/service.js';
import type { CacheHub } from '../../caches.js';
import type { AuthRepo, ClientRow, SessionPrincipal } from './repo.js';
import { drawCaptcha } from './captcha.js';
import type { OidcClient } from './oidc.js';
import { createSmsGrant } from './sms-grant.js';
import { createSocialGrant } from './social-grant.js';
import type { SmsSender } from '../../sms/sender.js';
import type { Lang } from '../../http/messages.js';
import { hashPassword, md5Hex, oneTimePassword, randomToken, sha256Hex, verifyPassword } from './secrets.js';
import type { AccessClaims, TokenSigner, VerifiedAccess } from './tokens.js';

export const LOCKOUT = { maxFailures: 5, windowMs: 30 * 60 * 1000 } as const;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * Open sessions' rights, kept in memory so a signed-in request needs no database round trip.
 * Every change of them (sign-out, password, account status, roles, tenant) clears the cache here
 * and, through the hub's NOTIFY, in every other process; the lifetime bounds anything missed.
 */
export const SESSION_CACHE = { name: 'session', ttlMs: 10_000, max: 10_000 } as const;

/**
 * Access tokens whose signature was checked: the check is the costliest step of a signed-in
 * request, and a console sends the same token with every call. A token's expiry is still
 * compared with the clock on each use; what it may do is the session's, cached above.
 */
const PROVEN_TOKENS = { name: 'token', ttlMs: 60_000, max: 10_000 } as const;

type Deps = {
  repo: AuthRepo;
  caches: CacheHub;
  users: UserService;
  tenants: TenantService;
  tokens: TokenSigner;
  captchaMode: boolean;
  sms: SmsSender;
  oidc: OidcClient;
  log: (err: unknown) => void;
};

export type SignInContext = {
  client: ClientRow;
  ip: string;
  headerTenantId: string | undefined;
  captchaKey: string | undefined;
  captchaCode: string | undefined;
};

export function createAuthService({ repo, caches, users, tenants, tokens, captchaMode, sms, oidc, log }: Deps) {
  const clientCache = new Map<string, ClientRow>();
  /** Basic headers already proven, by their exact text (the few clients there are; wrong ones never enter). */
  const provenClients = new Map<string, ClientRow>();
  const sessions = caches.cache<SessionPrincipal | undefined>(SESSION_CACHE.name, SESSION_CACHE);
  const provenTokens = caches.cache<VerifiedAccess | undefined>(PROVEN_TOKENS.name, PROVEN_TOKENS);
  /** Forgets every cached session's rights, here at once and in the other processes by NOTIFY. */
  const sessionsChanged = () => caches.clear(SESSION_CACHE.name);
  /** Runs a change of sessions' rights, then forgets what was cached of them. */
  const changingSessions = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    await sessionsChanged();
    return result;
  };

  /**
   * The console's next calls (its session's and its home page's, seven at once) carry these tokens
   * as soon as they arrive. The token's check and the session's rights are loaded while the answer
   * travels and the console reads it, a moment the server is otherwise idle, so those calls find
   * them cached. Loaded as a first call would load them; a change meanwhile clears them as usual,
   * and a failure is not kept (the first call then loads them itself and answers its own error).
   */
  function provePendingSession(access: string, sessionId: string): void {
    const ignore = () => undefined;
    setImmediate(() => {
      provenTokens.get(access, () => tokens.verifyAccess(access)).catch(ignore);
      sessions.get(sessionId, () => repo.sessionPrincipal(sessionId)).catch(ignore);
    });
  }

  async function issueTokens(
    client: ClientRow,
    user: { id: string; tenantId: string; account: string; name: string; realName: string; avatar: string },
    sessionId: string,
  ): Promise<TokenResponse> {
    const roles = await users.rolesOf(user.id);
    const claims: AccessClaims = {
      userId: user.id,
      tenantId: user.tenantId,
      account: user.account,
      sessionId,
      clientId: client.clientId,
    };
    const refresh = randomToken();
    await repo.saveRefreshToken({
      sessionId,
      tokenHash: sha256Hex(refresh),
      expiresAt: new Date(Date.now() + client.refreshTokenValidity * 1000),
    });
    const access = await tokens.signAccess(claims, client.accessTokenValidity);
    provePendingSession(access, sessionId);
    return {
      access_token: access,
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: client.accessTokenValidity,
      tenant_id: user.tenantId,
      user_id: user.id,
      account: user.account,
      user_name: user.account,
      nick_name: user.name || user.realName || user.account,
      role_name: roles.map((r) => r.name).join(','),
      avatar: user.avatar,
      oauth_id: '',
    };
  }

  function assertUserMaySignIn(status: number): void {
    if (status === USER_STATUS.disabled) throw forbidden('userDisabled');
    if (status === USER_STATUS.pending) throw forbidden('userPending');
  }

  /** Refuses sign-in for a key (account, phone, …) or an address with too many recent failures. */
  /**
   * A person confirms their password again (changing it, deciding through an approval link): a
   * wrong one counts toward the sign-in lockout, per account and per address, and a locked account
   * is refused even with the right one. Answers the user, or undefined when the password is wrong.
   */
  async function confirmPassword(userId: string, password: string, ip: string) {
    const user = await users.findById(userId);
    if (!user) return undefined;
    await assertNotLocked(user.tenantId, user.account, ip);
    if (!(await verifyPassword(user.password, password))) {
      await repo.recordFailure({ tenantId: user.tenantId, account: user.account, ip });
      return undefined;
    }
    await repo.clearFailures(user.tenantId, user.account);
    return user;
  }

  async function assertNotLocked(tenantId: string, key: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - LOCKOUT.windowMs);
    const failures = await repo.countFailures(tenantId, key, ip, since);
    if (failures.byAccount >= LOCKOUT.maxFailures || failures.byIp >= LOCKOUT.maxFailures) {
      throw tooMany('tooManyFailures');
    }
  }

  /** The last step of every grant that proves who someone is: a new session and its tokens. */
  function sessionStarter(ctx: SignInContext) {
    return async (user: UserRow, tenantId: string, key: string): Promise<TokenResponse> => {
      assertUserMaySignIn(user.status);
      await repo.clearFailures(tenantId, key);
      const sessionId = await repo.createSession({ tenantId, userId: user.id, clientId: ctx.client.clientId });
      return issueTokens(ctx.client, user, sessionId);
    };
  }

  async function passwordGrant(q: TokenQuery, ctx: SignInContext): Promise<TokenResponse> {
    const tenantId = q.tenantId || ctx.headerTenantId || DEFAULT_TENANT_ID;
    const account = (q.username ?? '').trim();
    if (!account) throw invalid('accountRequired');
    if (!q.password) throw invalid('passwordRequired');
    await assertNotLocked(tenantId, account, ctx.ip);
    await tenants.requireActive(tenantId);
    const user = await users.findByAccount(tenantId, account);
    if (!(await verifyPassword(user?.password, q.password)) || !user) {
      await repo.recordFailure({ tenantId, account, ip: ctx.ip });
      throw invalid('badCredentials');
    }
    return sessionStarter(ctx)(user, tenantId, account);
  }

  const smsGrant = (ctx?: SignInContext) =>
    createSmsGrant({
      repo,
      users,
      tenants,
      sender: sms,
      assertNotLocked,
      startSession: ctx ? sessionStarter(ctx) : () => Promise.reject(new Error('no sign-in context')),
    });
  const socialGrant = (ctx?: SignInContext) =>
    createSocialGrant({
      repo,
      users,
      tenants,
      oidc,
      log,
      startSession: ctx ? sessionStarter(ctx) : () => Promise.reject(new Error('no sign-in context')),
    });

  async function checkCaptcha(ctx: SignInContext): Promise<void> {
    if (!ctx.captchaKey || !ctx.captchaCode) throw invalid('captchaRequired');
    const stored = await repo.takeCaptcha(ctx.captchaKey);
    const valid =
      stored && stored.expiresAt.getTime() > Date.now() && stored.code === ctx.captchaCode.trim().toLowerCase();
    if (!valid) throw invalid('captchaInvalid');
  }

  async function refreshGrant(refreshTokenValue: string | undefined, tenantId: string | undefined, client: ClientRow) {
    if (!refreshTokenValue) throw unauthenticated('refreshInvalid');
    const found = await repo.findRefreshToken(sha256Hex(refreshTokenValue));
    if (!found || found.revokedAt || found.clientId !== client.clientId) throw unauthenticated('refreshInvalid');
    if (tenantId && tenantId !== found.tenantId) throw unauthenticated('refreshInvalid');
    if (found.usedAt || !(await repo.useRefreshToken(found.id))) {
      // A used token presented again means it leaked: end the whole session.
      await changingSessions(repo.revokeSession(found.sessionId, 'refresh_reuse'));
      throw unauthenticated('refreshReused');
    }
    if (found.expiresAt.getTime() <= Date.now()) throw unauthenticated('refreshInvalid');
    const user = await users.findById(found.userId);
    if (!user) throw unauthenticated('refreshInvalid');
    assertUserMaySignIn(user.status);
    await tenants.requireActive(user.tenantId);
    return issueTokens(client, user, found.sessionId);
  }

  return {
    /** Proves the Basic client header; cached, since clients change rarely and every call checks one. */
    async verifyClient(authorization: string | undefined): Promise<ClientRow> {
      // Every call carries the same header: once proven, it is not hashed again until the cache is cleared.
      const proven = authorization && provenClients.get(authorization);
      if (proven) return proven;
      const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization?.trim() ?? '');
      if (!match) throw unauthenticated('clientMissing');
      const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
      const sep = decoded.indexOf(':');
      if (sep <= 0) throw unauthenticated('clientInvalid');
      const id = decoded.slice(0, sep);
      const secret = decoded.slice(sep + 1);
      let row = clientCache.get(id);
      if (!row) {
        row = await repo.findClient(id);
        if (row) clientCache.set(id, row);
      }
      if (!row || row.clientSecretHash !== sha256Hex(secret)) throw unauthenticated('clientInvalid');
      provenClients.set(authorization!, row);
      return row;
    },

    clearClientCache: () => {
      clientCache.clear();
      provenClients.clear();
    },

    /** The token endpoint: every grant of spec §7. */
    async grant(q: TokenQuery, ctx: SignInContext): Promise<TokenResponse> {
      const grant = q.grant_type;
      const allowed = ctx.client.authorizedGrantTypes.split(',').map((g) => g.trim());
      switch (grant) {
        case 'password':
        case 'captcha':
          if (!allowed.includes(grant)) throw invalid('grantNotAllowed');
          if (grant === 'password' && captchaMode) throw invalid('passwordGrantDisabled');
          if (grant === 'captcha') await checkCaptcha(ctx);
          return passwordGrant(q, ctx);
        case 'refresh_token':
          if (!allowed.includes(grant)) throw invalid('grantNotAllowed');
          return refreshGrant(q.refresh_token, q.tenantId || ctx.headerTenantId, ctx.client);
        case 'sms_code':
          if (!allowed.includes(grant)) throw invalid('grantNotAllowed');
          return smsGrant(ctx).signIn(q, q.tenantId || ctx.headerTenantId || DEFAULT_TENANT_ID, ctx.ip);
        case 'social':
          if (!allowed.includes(grant)) throw invalid('grantNotAllowed');
          return socialGrant(ctx).signIn(q);
        default:
          throw invalid('unsupportedGrant', { grant });
      }
    },

    refresh: refreshGrant,

    /**
     * The caller a bearer token proves (valid signature, not expired, session not revoked) with
     * the rights they hold now: roles, account status and tenant state come from the database
     * (through the session cache, which every change clears), never from the token, so a
     * demotion, a disabled account or an expired tenant stops an open session at its next request.
     */
    async authenticate(header: string | undefined, now = new Date()): Promise<AuthUser> {
      const match = /^bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
      if (!match) throw unauthenticated('tokenMissing');
      const token = match[1]!;
      const verified = await provenTokens.get(token, () => tokens.verifyAccess(token));
      if (!verified || verified.expiresAt <= now.getTime()) throw unauthenticated('tokenInvalid');
      const { claims } = verified;
      const current = await sessions.get(claims.sessionId, () => repo.sessionPrincipal(claims.sessionId));
      if (!current || current.revoked || current.userId !== claims.userId || current.userDeleted) {
        throw unauthenticated('tokenInvalid');
      }
      if (current.userStatus !== USER_STATUS.active) throw unauthenticated('userDisabled');
      if (current.tenantStatus === null) throw unauthenticated('tenantUnknown');
      if (current.tenantStatus !== 1) throw unauthenticated('tenantDisabled');
      if (current.tenantExpireTime && current.tenantExpireTime.getTime() < now.getTime()) {
        throw unauthenticated('tenantExpired');
      }
      return {
        ...claims,
        roleIds: current.roleIds,
        roleAliases: current.roleAliases,
        passwordChangeRequired: current.passwordChangeRequired === 1,
      };
    },

    logout: (auth: AuthUser) => changingSessions(repo.revokeSession(auth.sessionId, 'logout')),

    sessionActive: (sessionId: string) => repo.isSessionActive(sessionId),

    confirmPassword,

    /**
     * Changes the caller's password and signs out their other sessions. The current-password
     * check is a guess like a sign-in: wrong answers count toward the same lockout, per account
     * and per address, so a stolen session cannot try passwords without limit.
     */
    async changePassword(auth: AuthUser, change: PasswordChange, ip: string): Promise<void> {
      if (change.newPassword !== change.newPassword1) throw invalid('passwordsDiffer').at('newPassword1');
      const user = await confirmPassword(auth.userId, change.oldPassword, ip);
      if (!user) throw invalid('oldPasswordWrong').at('oldPassword');
      if (change.newPassword.toLowerCase() === change.oldPassword.toLowerCase())
        throw invalid('passwordUnchanged').at('newPassword');
      await users.setPassword(user.id, await hashPassword(change.newPassword), auth.userId);
      await changingSessions(repo.revokeOtherSessions(user.id, auth.sessionId, 'password_change'));
    },

    /** Which of these accounts are refused for now after too many failed sign-ins. */
    lockedAccounts: (tenantId: string, accounts: string[]) =>
      repo.lockedAccounts(tenantId, accounts, new Date(Date.now() - LOCKOUT.windowMs), LOCKOUT.maxFailures),

    /** An administrator lifts the lockout of accounts (the address counters stay). */
    async unlock(tenantId: string, accounts: string[]): Promise<void> {
      for (const account of accounts) await repo.clearFailures(tenantId, account);
    },

    /**
     * An administrator's reset: a one-time password per user, returned once to the caller and
     * never stored readable; the users are signed out and must change it at next sign-in.
     */
    async resetPasswords(userIds: string[], by: string): Promise<Map<string, string>> {
      const passwords = new Map<string, string>();
      for (const id of userIds) {
        const password = oneTimePassword();
        await users.setPassword(id, await hashPassword(md5Hex(password)), by, true);
        passwords.set(id, password);
      }
      await changingSessions(repo.revokeUserSessions(userIds, 'password_reset'));
      return passwords;
    },

    /** Ends every session of these users (disabled or deleted accounts). */
    signOutUsers: (userIds: string[]) => changingSessions(repo.revokeUserSessions(userIds, 'account_changed')),
    signOutTenants: (tenantIds: string[]) => changingSessions(repo.revokeTenantSessions(tenantIds, 'tenant_removed')),

    /** After a change of what open sessions may do (roles, tenant expiry): read it afresh everywhere. */
    sessionsChanged,

    requestSmsCode: (tenantId: string, phone: string, ip: string, lang: Lang) =>
      smsGrant().request(tenantId, phone, ip, lang),
    socialAuthorize: (source: string, tenantId: string, redirectUri: string) =>
      socialGrant().authorize(source, tenantId, redirectUri),
    registerGuest: (r: { tenantId: string; name: string; account: string; password: string; oauthId: string }) =>
      socialGrant().registerGuest(r),
    socialProviders: () => oidc.providers(),

    async newCaptcha(): Promise<CaptchaResponse> {
      const { image, answer } = drawCaptcha();
      const key = randomUUID();
      await repo.saveCaptcha(key, answer, new Date(Date.now() + CAPTCHA_TTL_MS));
      return { key, image };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
