// A real OpenID Connect provider (the oidc-provider package) for tests: the console's
// third-party sign-in runs against it, never against a hand-written imitation.
import Provider from 'oidc-provider';

/**
 * Starts a provider on 127.0.0.1:`port` with one confidential client. Any login name is
 * accepted on its development sign-in page; the name becomes the subject.
 */
export async function startOidcProvider({ port, clientId, clientSecret, redirectUris }) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, name: `Dev ${sub}`, preferred_username: sub, email: `${sub}@example.com` };
        },
      };
    },
  });
  // Tests run over plain http on loopback.
  provider.proxy = true;
  const server = provider.listen(port);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Walks the provider's development sign-in and consent pages without a browser (for API
 * tests): answers the redirect to the console's callback, with `code` and `state`.
 */
export async function completeAuthorization(authorizeUrl, login) {
  const cookies = new Map();
  const remember = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizeUrl;
  let body;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    remember(res);
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location'), url);
      if (next.searchParams.has('code') || next.searchParams.has('error')) return next;
      url = next.toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }).toString();
  }
  throw new Error('authorization did not finish');
}
