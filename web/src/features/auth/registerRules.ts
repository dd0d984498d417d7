/** The account-registration form of the third-party sign-in (spec §3 Registration form). */
export type RegisterValues = {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  password2?: string;
};

/** Which rule failed, as a key of the `register` texts; the field to point at. */
export type RegisterProblem = {
  key: 'tenantRequired' | 'accountRequired' | 'passwordRequired' | 'passwordMismatch' | 'accountFormat';
  field: keyof RegisterValues;
};

/** What the server accepts as an account name (server/src/modules/auth/social-grant.ts). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{2,64}$/;

const blank = (v: string | undefined) => !v || !v.trim();

/**
 * Spec §5, checked in this order: tenant, account, both passwords, the two equal. The account's
 * characters come last (the server's own rule, so its refusal never reaches the user).
 */
export function registerProblem(v: RegisterValues): RegisterProblem | null {
  if (blank(v.tenantId)) return { key: 'tenantRequired', field: 'tenantId' };
  if (blank(v.account)) return { key: 'accountRequired', field: 'account' };
  if (!v.password || !v.password2) return { key: 'passwordRequired', field: v.password ? 'password2' : 'password' };
  if (v.password !== v.password2) return { key: 'passwordMismatch', field: 'password2' };
  if (!ACCOUNT_PATTERN.test(v.account!.trim())) return { key: 'accountFormat', field: 'account' };
  return null;
}
