import { z } from 'zod';
import { passwordDigest } from './auth.js';
import { idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

/** The signed-in user's own profile (the /info/index page). */
export const profileUpdate = z.object({
  name: z.string().trim().min(1).max(64),
  realName: z.string().trim().max(64).default(''),
  email: z.string().trim().max(128).default(''),
  phone: z.string().trim().max(32).default(''),
  /** An uploaded image's link, or '' for the built-in logo. */
  avatar: z
    .string()
    .max(200)
    .regex(/^(\/api\/blade-resource\/attach\/\d{1,19})?$/)
    .default(''),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const passwordChange = z.object({
  oldPassword: passwordDigest,
  newPassword: passwordDigest,
  newPassword1: passwordDigest,
});
export type PasswordChange = z.infer<typeof passwordChange>;

/** A reset's one-time password, shown once to the administrator who reset it; changed at next sign-in. */
export const passwordReset = z.object({ id: z.string(), account: z.string(), password: z.string() });
export type PasswordReset = z.infer<typeof passwordReset>;

/** A user as administrators see it; the password hash never leaves the server. */
export const userRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  account: z.string(),
  name: z.string(),
  realName: z.string(),
  email: z.string(),
  phone: z.string(),
  sex: z.number().int(),
  avatar: z.string(),
  /** 0 disabled, 1 active, 2 waiting for approval (registered through a third party). */
  status: z.number().int(),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  /** The same roles' English names, in the same order ('' where a role has none). */
  roleNamesEn: z.array(z.string()),
  /** Sign-in refused for now after too many failures. */
  locked: z.boolean(),
  createTime: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const userQuery = pageQuery.extend({
  account: z.string().max(64).optional(),
  realName: z.string().max(64).optional(),
  roleId: idSchema.optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
});

export const userSubmit = z.object({
  id: idSchema.optional(),
  account: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/),
  /** MD5 hex; required when adding, ignored when editing (use reset-password). */
  password: passwordDigest.optional(),
  name: z.string().trim().min(1).max(64),
  realName: z.string().trim().max(64).default(''),
  email: z.string().trim().max(128).default(''),
  phone: z.string().trim().max(32).default(''),
  sex: z.number().int().min(0).max(2).default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  roleIds: z.array(idSchema).min(1).max(20),
});
export type UserSubmit = z.infer<typeof userSubmit>;

export const userIdsQuery = z.object({ userIds: z.string().max(4000) });

/** A user as pickers show it (attendees, approvers, members). */
export const userBrief = z.object({ id: z.string(), account: z.string(), name: z.string(), realName: z.string() });
export type UserBrief = z.infer<typeof userBrief>;

/** Third-party registration (spec §3: the guest registration call). */
export const registerGuestQuery = z.object({
  tenantId: z.string().trim().max(12),
  name: z.string().trim().max(64),
  account: z.string().trim().max(64),
  password: z.string().max(128),
  oauthId: z.string().max(128),
});
