// Launched by playwright.config.ts beside the console for the third-party sign-in journey.
import { startOidcProvider } from './oidc-provider.mjs';

const port = Number(process.env.OIDC_PORT);
const consolePort = Number(process.env.CONSOLE_PORT);
await startOidcProvider({
  port,
  clientId: 'invest-console',
  clientSecret: 'oidc-test-secret',
  redirectUris: [`http://127.0.0.1:${consolePort}/login?source=corp`],
});
console.log(`OpenID provider listening on http://127.0.0.1:${port}`);
