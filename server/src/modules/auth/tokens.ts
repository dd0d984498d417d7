import { SignJWT, jwtVerify, errors } from 'jose';
import type { AuthUser } from '../../http/auth-context.js';

/** What an access token proves: who and which session. Rights are not in it; they are read per request. */
export type AccessClaims = Pick<AuthUser, 'userId' | 'tenantId' | 'account' | 'sessionId' | 'clientId'>;

const ISSUER = 'invest-console';

/** Signs and checks access tokens (HS256 JWT). Refresh tokens are opaque and live in the database. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess(user: AccessClaims, ttlSeconds: number): Promise<string> {
      return new SignJWT({
        typ: 'access',
        tid: user.tenantId,
        acc: user.account,
        sid: user.sessionId,
        cid: user.clientId,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    /** The caller an access token proves, or undefined for anything else (expired, tampered, not an access token). */
    async verifyAccess(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload: p } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (p.typ !== 'access' || typeof p.sub !== 'string' || typeof p.sid !== 'string') return undefined;
        return {
          userId: p.sub,
          tenantId: String(p.tid),
          account: String(p.acc),
          sessionId: p.sid,
          clientId: String(p.cid),
        };
      } catch (err) {
        if (err instanceof errors.JOSEError) return undefined;
        throw err;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
