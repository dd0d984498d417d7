import { SignJWT, jwtVerify, errors } from 'jose';
import type { AuthUser } from '../../http/auth-context.js';

/** What an access token proves: who and which session. Rights are not in it; they are read per request. */
export type AccessClaims = Pick<AuthUser, 'userId' | 'tenantId' | 'account' | 'sessionId' | 'clientId'>;
/** What a verified access token says: its claims and when it expires (ms since the epoch). */
export type VerifiedAccess = { claims: AccessClaims; expiresAt: number };

const ISSUER = 'invest-console';

/**
 * Signs and checks access tokens (HS256 JWT). Refresh tokens are opaque and live in the database.
 * `secret` signs; `previousSecrets` only verify, so a rotated secret does not sign everyone out:
 * tokens it signed keep working until they expire.
 */
export function createTokenSigner(secret: string, previousSecrets: string[] = []) {
  const encode = (s: string) => new TextEncoder().encode(s);
  const key = encode(secret);
  const verifyingKeys = [key, ...previousSecrets.map(encode)];
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
    async verifyAccess(token: string): Promise<VerifiedAccess | undefined> {
      for (const verifyingKey of verifyingKeys) {
        try {
          const { payload: p } = await jwtVerify(token, verifyingKey, { issuer: ISSUER, algorithms: ['HS256'] });
          if (p.typ !== 'access' || typeof p.sub !== 'string' || typeof p.sid !== 'string') return undefined;
          const claims = {
            userId: p.sub,
            tenantId: String(p.tid),
            account: String(p.acc),
            sessionId: p.sid,
            clientId: String(p.cid),
          };
          return { claims, expiresAt: (p.exp ?? 0) * 1000 };
        } catch (err) {
          if (err instanceof errors.JWSSignatureVerificationFailed) continue;
          if (err instanceof errors.JOSEError) return undefined;
          throw err;
        }
      }
      return undefined;
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
