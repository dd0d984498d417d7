import { z } from 'zod';
import { idSchema } from './envelope.js';

export type RoleNode = {
  id: string;
  parentId: string;
  roleName: string;
  /** '' when the role has no English name (the console then shows `roleName`). */
  roleNameEn: string;
  roleAlias: string;
  sort: number;
  userCount: number;
  children: RoleNode[];
};
export const roleNode: z.ZodType<RoleNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    roleName: z.string(),
    roleNameEn: z.string(),
    roleAlias: z.string(),
    sort: z.number().int(),
    userCount: z.number().int(),
    children: z.array(roleNode),
  }),
);

export const roleSubmit = z.object({
  id: idSchema.optional(),
  parentId: z.union([z.literal('0'), idSchema]).default('0'),
  roleName: z.string().trim().min(1).max(64),
  roleNameEn: z.string().trim().max(64).default(''),
  roleAlias: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/),
  sort: z.number().int().min(0).max(99999).default(0),
});
export type RoleSubmit = z.infer<typeof roleSubmit>;

/** Replaces the menus and buttons the listed roles grant. */
export const roleGrant = z.object({
  roleIds: z.array(idSchema).min(1).max(50),
  menuIds: z.array(idSchema).max(2000),
});
export type RoleGrant = z.infer<typeof roleGrant>;

export const roleListQuery = z.object({
  roleName: z.string().max(64).optional(),
  roleAlias: z.string().max(64).optional(),
});

/** A role as saved (the role screen's answer to an add or an edit). */
export const roleDetail = z.object({
  id: z.string(),
  parentId: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  roleAlias: z.string(),
  sort: z.number().int(),
});
export type RoleDetail = z.infer<typeof roleDetail>;
