import { z } from 'zod';
import { passwordDigest } from './auth.js';

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
