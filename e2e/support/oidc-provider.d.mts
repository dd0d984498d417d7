export function startOidcProvider(options: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<{ issuer: string; close(): Promise<void> }>;

export function completeAuthorization(authorizeUrl: string, login: string): Promise<URL>;
