import { z } from 'zod';

export const GRANT_TYPES = ['password', 'captcha', 'refresh_token', 'social', 'sms_code'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** MD5 hex of the password: the console never sends a password in the clear (see docs/security.md). */
export const passwordDigest = z.string().regex(/^[0-9a-f]{32}$/i, 'password must be an MD5 hex digest');

/** Query of POST /api/blade-auth/oauth/token; which fields are required depends on grant_type. */
export const tokenQuery = z.object({
  grant_type: z.string().max(32),
  tenantId: z.string().max(12).optional(),
  username: z.string().max(64).optional(),
  password: z.string().max(128).optional(),
  refresh_token: z.string().max(512).optional(),
  scope: z.string().max(32).optional(),
  type: z.string().max(32).optional(),
  source: z.string().max(64).optional(),
  code: z.string().max(512).optional(),
  state: z.string().max(512).optional(),
  phone: z.string().max(32).optional(),
});
export type TokenQuery = z.infer<typeof tokenQuery>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  tenant_id: z.string(),
  user_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  nick_name: z.string(),
  role_name: z.string(),
  avatar: z.string(),
  oauth_id: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const tokenError = z.object({
  error_code: z.number().int(),
  error_description: z.string(),
  /** Third-party sign-in of an identity with no account yet: what the registration dialog needs. */
  oauth_id: z.string().optional(),
  tenant_id: z.string().optional(),
  name: z.string().optional(),
});
export type TokenError = z.infer<typeof tokenError>;

/** The alternative refresh form: POST /api/blade-auth/oauth/token/refresh. */
export const refreshForm = z.object({
  refreshToken: z.string().min(1).max(512),
  tenantId: z.string().max(12).optional(),
});

export const captchaResponse = z.object({
  key: z.string(),
  image: z.string(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;

export const userInfo = z.object({
  userId: z.string(),
  tenantId: z.string(),
  account: z.string(),
  name: z.string(),
  realName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  roleName: z.string(),
  /** The same roles, comma-joined, in English (a role without an English name keeps its Chinese one). */
  roleNameEn: z.string(),
  roles: z.array(z.string()),
  /** After an administrator's reset: the console asks for a new password before anything else. */
  passwordChangeRequired: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const smsCodeQuery = z.object({
  phone: z.string().trim().max(32),
  tenantId: z.string().max(12).optional(),
});

export const socialRenderQuery = z.object({
  tenantId: z.string().max(12).optional(),
  redirectUri: z.string().min(1).max(1000),
});

export const socialProvider = z.object({ source: z.string(), name: z.string(), nameEn: z.string() });
export type SocialProvider = z.infer<typeof socialProvider>;
