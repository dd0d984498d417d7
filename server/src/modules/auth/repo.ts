import { and, count, desc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  authSession,
  captcha,
  loginFailure,
  oauthState,
  refreshToken,
  smsCode,
  userOauth,
} from '../../db/schema/auth.js';
import { client, tenant } from '../../db/schema/tenant.js';
import { role, user, userRole } from '../../db/schema/user.js';

export type ClientRow = typeof client.$inferSelect;

export type SessionPrincipal = {
  userId: string;
  revoked: boolean;
  userDeleted: number;
  userStatus: number;
  passwordChangeRequired: number;
  /** Null when the tenant no longer exists. */
  tenantStatus: number | null;
  tenantExpireTime: Date | null;
  roleIds: string[];
  roleAliases: string[];
};

/** The user's live roles as one array, in the roles' display order (empty when none). */
const rolesAgg = (value: SQL) =>
  sql<
    string[]
  >`coalesce(array_agg(${value} order by ${role.sort}, ${role.id}) filter (where ${role.id} is not null), '{}')`;

export function createAuthRepo(db: Db) {
  return {
    async findClient(clientId: string): Promise<ClientRow | undefined> {
      const rows = await db
        .select()
        .from(client)
        .where(and(eq(client.clientId, clientId), eq(client.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },

    async createSession(s: { tenantId: string; userId: string; clientId: string }): Promise<string> {
      const [row] = await db.insert(authSession).values(s).returning({ id: authSession.id });
      return row!.id;
    },

    /**
     * What a session may do now, in one round trip: the session, its user's current status and
     * roles, and the tenant's state. Read on every signed-in request, so a change of rights is
     * effective on the next call of an open session, in every process.
     */
    async sessionPrincipal(sessionId: string): Promise<SessionPrincipal | undefined> {
      const rows = await db
        .select({
          userId: user.id,
          revoked: sql<boolean>`${authSession.revokedAt} is not null`,
          userDeleted: user.isDeleted,
          userStatus: user.status,
          passwordChangeRequired: user.passwordChangeRequired,
          tenantStatus: tenant.status,
          tenantExpireTime: tenant.expireTime,
          roleIds: rolesAgg(sql`${role.id}::text`),
          roleAliases: rolesAgg(sql`${role.roleAlias}`),
        })
        .from(authSession)
        .innerJoin(user, eq(user.id, authSession.userId))
        .leftJoin(tenant, and(eq(tenant.tenantId, user.tenantId), eq(tenant.isDeleted, 0)))
        .leftJoin(userRole, eq(userRole.userId, user.id))
        .leftJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
        .where(eq(authSession.id, sessionId))
        .groupBy(authSession.id, user.id, tenant.id)
        .limit(1);
      return rows[0];
    },

    async isSessionActive(sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ id: authSession.id })
        .from(authSession)
        .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)))
        .limit(1);
      return rows.length > 0;
    },

    async revokeSession(sessionId: string, reason: string): Promise<void> {
      await db
        .update(authSession)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
    },

    /** Ends every session of a user except one (after a password change). */
    async revokeOtherSessions(userId: string, keepSessionId: string, reason: string): Promise<void> {
      await db
        .update(authSession)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(eq(authSession.userId, userId), ne(authSession.id, keepSessionId), isNull(authSession.revokedAt)));
    },

    async saveRefreshToken(t: { sessionId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshToken).values(t);
    },

    async findRefreshToken(tokenHash: string) {
      const rows = await db
        .select({
          id: refreshToken.id,
          expiresAt: refreshToken.expiresAt,
          usedAt: refreshToken.usedAt,
          sessionId: authSession.id,
          revokedAt: authSession.revokedAt,
          tenantId: authSession.tenantId,
          userId: authSession.userId,
          clientId: authSession.clientId,
        })
        .from(refreshToken)
        .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
        .where(eq(refreshToken.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** Marks a refresh token used; false when another request used it first. */
    async useRefreshToken(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshToken)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshToken.id, id), isNull(refreshToken.usedAt)))
        .returning({ id: refreshToken.id });
      return rows.length > 0;
    },

    async saveCaptcha(key: string, code: string, expiresAt: Date): Promise<void> {
      await db.delete(captcha).where(lt(captcha.expiresAt, new Date()));
      await db.insert(captcha).values({ key, code, expiresAt });
    },

    /** Removes and returns a captcha: each one answers a single sign-in attempt. */
    async takeCaptcha(key: string) {
      const rows = await db.delete(captcha).where(eq(captcha.key, key)).returning();
      return rows[0];
    },

    async countFailures(tenantId: string, account: string, ip: string, since: Date) {
      const [row] = await db
        .select({
          byAccount:
            sql<number>`count(*) filter (where ${loginFailure.tenantId} = ${tenantId} and ${loginFailure.account} = ${account})`.mapWith(
              Number,
            ),
          byIp: sql<number>`count(*) filter (where ${loginFailure.ip} = ${ip})`.mapWith(Number),
        })
        .from(loginFailure)
        .where(
          and(
            gte(loginFailure.createTime, since),
            sql`((${loginFailure.tenantId} = ${tenantId} and ${loginFailure.account} = ${account}) or ${loginFailure.ip} = ${ip})`,
          ),
        );
      return { byAccount: row?.byAccount ?? 0, byIp: row?.byIp ?? 0 };
    },

    /** Accounts of a tenant with enough recent failures to be refused. */
    async lockedAccounts(tenantId: string, accounts: string[], since: Date, max: number): Promise<Set<string>> {
      if (accounts.length === 0) return new Set();
      const rows = await db
        .select({ account: loginFailure.account, n: count() })
        .from(loginFailure)
        .where(
          and(
            eq(loginFailure.tenantId, tenantId),
            inArray(loginFailure.account, accounts),
            gte(loginFailure.createTime, since),
          ),
        )
        .groupBy(loginFailure.account);
      return new Set(rows.filter((r) => r.n >= max).map((r) => r.account));
    },

    async revokeUserSessions(userIds: string[], reason: string): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .update(authSession)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(inArray(authSession.userId, userIds), isNull(authSession.revokedAt)));
    },

    async revokeTenantSessions(tenantIds: string[], reason: string): Promise<void> {
      if (tenantIds.length === 0) return;
      await db
        .update(authSession)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(inArray(authSession.tenantId, tenantIds), isNull(authSession.revokedAt)));
    },

    async recordFailure(f: { tenantId: string; account: string; ip: string }): Promise<void> {
      await db.insert(loginFailure).values(f);
    },

    async clearFailures(tenantId: string, account: string): Promise<void> {
      await db.delete(loginFailure).where(and(eq(loginFailure.tenantId, tenantId), eq(loginFailure.account, account)));
    },

    /** Codes sent to a phone, and from an address, since a moment (for the sending limits). */
    async smsCounts(tenantId: string, phone: string, ip: string, since: Date) {
      const [row] = await db
        .select({
          byPhone:
            sql<number>`count(*) filter (where ${smsCode.tenantId} = ${tenantId} and ${smsCode.phone} = ${phone})`.mapWith(
              Number,
            ),
          byIp: sql<number>`count(*) filter (where ${smsCode.ip} = ${ip})`.mapWith(Number),
          last: sql<Date | null>`max(${smsCode.createTime}) filter (where ${smsCode.tenantId} = ${tenantId} and ${smsCode.phone} = ${phone})`,
        })
        .from(smsCode)
        .where(gte(smsCode.createTime, since));
      return { byPhone: row?.byPhone ?? 0, byIp: row?.byIp ?? 0, last: row?.last ? new Date(row.last) : null };
    },

    async saveSmsCode(row: typeof smsCode.$inferInsert): Promise<void> {
      await db.insert(smsCode).values(row);
    },

    /** The newest unused, unexpired code of a phone. */
    async latestSmsCode(tenantId: string, phone: string) {
      const rows = await db
        .select()
        .from(smsCode)
        .where(
          and(
            eq(smsCode.tenantId, tenantId),
            eq(smsCode.phone, phone),
            isNull(smsCode.usedAt),
            gte(smsCode.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(smsCode.createTime))
        .limit(1);
      return rows[0];
    },

    async countSmsAttempt(id: string): Promise<void> {
      await db
        .update(smsCode)
        .set({ attempts: sql`${smsCode.attempts} + 1` })
        .where(eq(smsCode.id, id));
    },

    /** Marks a code used; false when another request used it first. */
    async useSmsCode(id: string): Promise<boolean> {
      const rows = await db
        .update(smsCode)
        .set({ usedAt: new Date() })
        .where(and(eq(smsCode.id, id), isNull(smsCode.usedAt)))
        .returning({ id: smsCode.id });
      return rows.length > 0;
    },

    async saveOauthState(row: typeof oauthState.$inferInsert): Promise<void> {
      await db.delete(oauthState).where(lt(oauthState.expiresAt, new Date()));
      await db.insert(oauthState).values(row);
    },

    /** Removes and returns an authorization state: each one answers a single callback. */
    async takeOauthState(state: string) {
      const rows = await db.delete(oauthState).where(eq(oauthState.state, state)).returning();
      return rows[0];
    },

    async findIdentity(tenantId: string, source: string, subject: string) {
      const rows = await db
        .select()
        .from(userOauth)
        .where(and(eq(userOauth.tenantId, tenantId), eq(userOauth.source, source), eq(userOauth.subject, subject)))
        .limit(1);
      return rows[0];
    },

    async findIdentityById(tenantId: string, id: string) {
      const rows = await db
        .select()
        .from(userOauth)
        .where(and(eq(userOauth.tenantId, tenantId), eq(userOauth.id, id)))
        .limit(1);
      return rows[0];
    },

    async saveIdentity(row: typeof userOauth.$inferInsert) {
      const [saved] = await db
        .insert(userOauth)
        .values(row)
        .onConflictDoUpdate({
          target: [userOauth.tenantId, userOauth.source, userOauth.subject],
          set: { username: row.username, name: row.name, email: row.email },
        })
        .returning();
      return saved!;
    },

    /** Binds an unbound identity to an account; false when it was bound meanwhile. */
    async bindIdentity(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(userOauth)
        .set({ userId })
        .where(and(eq(userOauth.id, id), isNull(userOauth.userId)))
        .returning({ id: userOauth.id });
      return rows.length > 0;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
