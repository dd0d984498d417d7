import type { TokenQuery, TokenResponse } from '@invest/contract/auth';
import { passwordDigest } from '@invest/contract/auth';
import { idSchema } from '@invest/contract/envelope';
import { USER_STATUS } from '../../db/schema/user.js';
import { AppError, invalid, conflict } from '../../errors.js';
import type { TenantService } from '../tenant/service.js';
import type { UserRow, UserService } from '../user/service.js';
import type { OidcClient } from './oidc.js';
import type { AuthRepo } from './repo.js';

const STATE_TTL_MS = 10 * 60_000;

type Deps = {
  repo: AuthRepo;
  users: UserService;
  tenants: TenantService;
  oidc: OidcClient;
  log: (err: unknown) => void;
  startSession(user: UserRow, tenantId: string, key: string): Promise<TokenResponse>;
};

/**
 * Third-party sign-in against OpenID Connect providers. An identity seen for the first time is
 * kept unbound; its holder registers an account (register-guest), which waits for approval.
 */
export function createSocialGrant({ repo, users, tenants, oidc, log, startSession }: Deps) {
  return {
    /**
     * Starts a sign-in. The console names where it wants the code back; that must be the configured
     * public address (PUBLIC_URL), so a console reached by another address learns why it fails.
     */
    async authorize(source: string, tenantId: string, requestedRedirect: string) {
      if (!oidc.has(source)) throw invalid('socialUnknown', { source });
      if (!URL.canParse(requestedRedirect) || new URL(requestedRedirect).href !== oidc.redirectUri(source)) {
        throw invalid('redirectInvalid');
      }
      await tenants.requireActive(tenantId);
      const request = await oidc.authorize(source).catch((err: unknown) => {
        log(err);
        throw invalid('socialFailed');
      });
      await repo.saveOauthState({
        state: request.state,
        tenantId,
        source,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        redirectUri: request.redirectUri,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return { authorizeUrl: request.url };
    },

    async signIn(q: TokenQuery): Promise<TokenResponse> {
      if (!q.source || !q.code || !q.state) throw invalid('socialFailed');
      if (!oidc.has(q.source)) throw invalid('socialUnknown', { source: q.source });
      const s = await repo.takeOauthState(q.state);
      if (!s || s.source !== q.source || s.expiresAt.getTime() < Date.now()) throw invalid('socialFailed');
      const identity = await oidc.identify(q.source, q.code, s).catch((err: unknown) => {
        log(err);
        throw invalid('socialFailed');
      });
      const row = await repo.saveIdentity({ tenantId: s.tenantId, source: q.source, ...identity });
      const user = row.userId ? await users.findById(row.userId) : undefined;
      if (!user) {
        throw new AppError(
          'invalid',
          'socialUnbound',
          {},
          {
            oauth_id: row.id,
            tenant_id: s.tenantId,
            name: row.name || row.username,
          },
        );
      }
      return startSession(user, s.tenantId, `oauth:${q.source}`);
    },

    /** spec §5's registration, in its order; the new account waits for an administrator. */
    async registerGuest(r: { tenantId: string; name: string; account: string; password: string; oauthId: string }) {
      if (!r.tenantId) throw invalid('registerTenantRequired');
      if (!r.account) throw invalid('registerAccountRequired');
      if (!r.password) throw invalid('registerPasswordRequired');
      if (!passwordDigest.safeParse(r.password).success) throw invalid('invalidField', { field: 'password' });
      if (!/^[A-Za-z0-9_.@-]{2,64}$/.test(r.account)) throw invalid('invalidField', { field: 'account' });
      await tenants.requireActive(r.tenantId);
      const identity = idSchema.safeParse(r.oauthId).success
        ? await repo.findIdentityById(r.tenantId, r.oauthId)
        : undefined;
      if (!identity || identity.userId) throw invalid('registerIdentityInvalid');
      if (await users.accountTaken(r.tenantId, r.account))
        throw conflict('accountExists', { account: r.account }).at('account');
      const user = await users.createAccount(r.tenantId, {
        account: r.account,
        name: r.name || identity.name || r.account,
        digest: r.password,
        roleIds: [],
        status: USER_STATUS.pending,
      });
      if (!(await repo.bindIdentity(identity.id, user.id))) throw invalid('registerIdentityInvalid');
    },
  };
}
