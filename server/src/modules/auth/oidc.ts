import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';

/** A configured OpenID Connect provider (OIDC_PROVIDERS). */
export const oidcProviderConfig = z.object({
  source: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/),
  name: z.string().min(1).max(64),
  nameEn: z.string().max(64).default(''),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().default('openid profile email'),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderConfig>;

const discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  userinfo_endpoint: z.string().optional(),
});
type Discovery = z.infer<typeof discovery>;

export type OidcIdentity = { subject: string; username: string; name: string; email: string };

const b64url = (buf: Buffer) => buf.toString('base64url');

/** The console's sign-in page (web `website.loginPath`), where a provider sends the browser back. */
const CONSOLE_SIGN_IN_PATH = '/login';

/**
 * The relying-party side of the authorization code flow with PKCE, against configured providers.
 * Codes go back to the console at `publicUrl` (PUBLIC_URL) only, never to an address a request
 * names (its Host header, …), which would hand the code to whoever forged it.
 */
export function createOidcClient(providers: OidcProviderConfig[], publicUrl: string) {
  const bySource = new Map(providers.map((p) => [p.source, p]));
  const metadata = new Map<string, Promise<Discovery>>();
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  /** The address a provider sends the browser back to (the redirect URI to register with it). */
  function redirectUri(source: string): string {
    const url = new URL(CONSOLE_SIGN_IN_PATH, publicUrl);
    url.searchParams.set('source', source);
    return url.toString();
  }

  function discover(p: OidcProviderConfig): Promise<Discovery> {
    let found = metadata.get(p.source);
    if (!found) {
      found = fetch(`${p.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(10_000),
      })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`discovery failed: ${r.status}`))))
        .then((json) => discovery.parse(json));
      metadata.set(p.source, found);
      found.catch(() => metadata.delete(p.source));
    }
    return found;
  }

  return {
    providers: () => providers.map((p) => ({ source: p.source, name: p.name, nameEn: p.nameEn })),
    has: (source: string) => bySource.has(source),

    redirectUri,

    /** Where to send the browser, and the secrets to keep until it comes back. */
    async authorize(source: string) {
      const p = bySource.get(source)!;
      const redirect = redirectUri(source);
      const meta = await discover(p);
      const state = b64url(randomBytes(24));
      const nonce = b64url(randomBytes(24));
      const codeVerifier = b64url(randomBytes(48));
      const url = new URL(meta.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: p.clientId,
        redirect_uri: redirect,
        scope: p.scope,
        state,
        nonce,
        code_challenge: b64url(createHash('sha256').update(codeVerifier).digest()),
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString(), state, nonce, codeVerifier, redirectUri: redirect };
    },

    /** Trades the code for tokens and proves the ID token: signature, issuer, audience, nonce. */
    async identify(
      source: string,
      code: string,
      s: { nonce: string; codeVerifier: string; redirectUri: string },
    ): Promise<OidcIdentity> {
      const p = bySource.get(source)!;
      const meta = await discover(p);
      const res = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(p.clientId)}:${encodeURIComponent(p.clientSecret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: s.redirectUri,
          code_verifier: s.codeVerifier,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
      const tokens = z.object({ id_token: z.string(), access_token: z.string() }).parse(await res.json());
      let keys = jwks.get(source);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(meta.jwks_uri));
        jwks.set(source, keys);
      }
      const { payload } = await jwtVerify(tokens.id_token, keys, { issuer: meta.issuer, audience: p.clientId });
      if (payload.nonce !== s.nonce || typeof payload.sub !== 'string')
        throw new Error('id token nonce or subject mismatch');
      // Conformant providers put profile claims in userinfo rather than the ID token.
      let claims: Record<string, unknown> = payload;
      if (meta.userinfo_endpoint) {
        const info = await fetch(meta.userinfo_endpoint, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
          signal: AbortSignal.timeout(10_000),
        });
        if (info.ok) {
          const body = (await info.json()) as Record<string, unknown>;
          if (body.sub === payload.sub) claims = { ...body, ...payload };
        }
      }
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      return {
        subject: payload.sub,
        username: str(claims.preferred_username) || str(claims.email) || payload.sub,
        name: str(claims.name) || str(claims.nickname),
        email: str(claims.email),
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
