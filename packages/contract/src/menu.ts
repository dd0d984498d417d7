import { z } from 'zod';
import { idSchema } from './envelope.js';

export type MenuRoute = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  /** English label; the console falls back to `name` when it is empty. */
  nameEn: string;
  path: string;
  /** Icon name (an @ant-design/icons component name). */
  source: string;
  sort: number;
  keepAlive: boolean;
  isShow: boolean;
  /** `roles` (spec §3, §5): the role codes the item is shown to; absent = every role granted it. */
  meta: { i18n: string; keepAlive: boolean; roles?: string[] };
  /** Console paths that belong to this item (pages opened from it): their tab carries it. */
  group: string[];
  /** Query parameters the item opens its page with. */
  query: Record<string, string>;
  /** Pinyin search keys of the Chinese name: full and initials. */
  pinyin: string[];
  children: MenuRoute[];
};

export const menuRoute: z.ZodType<MenuRoute> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    path: z.string(),
    source: z.string(),
    sort: z.number().int(),
    keepAlive: z.boolean(),
    isShow: z.boolean(),
    meta: z.object({ i18n: z.string(), keepAlive: z.boolean(), roles: z.array(z.string()).optional() }),
    group: z.array(z.string()),
    query: z.record(z.string(), z.string()),
    pinyin: z.array(z.string()),
    children: z.array(menuRoute),
  }),
);

export type ButtonNode = { code: string; name: string; nameEn: string; children: ButtonNode[] };
export const buttonNode: z.ZodType<ButtonNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    children: z.array(buttonNode),
  }),
);

export const topMenu = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  source: z.string(),
  sort: z.number().int(),
});
export type TopMenu = z.infer<typeof topMenu>;

/** A top menu with the menus it shows (the "choose menus" dialog starts from it). */
export const topMenuDetail = topMenu.extend({ menuIds: z.array(z.string()) });
export type TopMenuDetail = z.infer<typeof topMenuDetail>;

/** A row of the menu management table (menus and buttons). */
export const menuRecord = z.object({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  path: z.string(),
  source: z.string(),
  sort: z.number().int(),
  /** 1 menu, 2 button. */
  category: z.number().int(),
  /** Buttons: 0 toolbar, 1 row action, 2 both. */
  action: z.number().int(),
  keepAlive: z.number().int(),
  isShow: z.number().int(),
  remark: z.string(),
  /** Role codes the item is shown to (empty: every role granted it). */
  roles: z.array(z.string()),
  /** Console paths that belong to the item. */
  group: z.array(z.string()),
  /** The query string the item opens its page with (`a=1&b=2`). */
  query: z.string(),
  hasChildren: z.boolean(),
});
export type MenuRecord = z.infer<typeof menuRecord>;

const flag = z.union([z.literal(0), z.literal(1)]);

/** What a side menu and a top menu share: its code, names, icon and place. */
const menuFields = {
  code: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/),
  name: z.string().trim().min(1).max(64),
  nameEn: z.string().trim().max(64).default(''),
  /** An @ant-design/icons component name. */
  source: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9]*$/)
    .default(''),
  sort: z.number().int().min(0).max(99999).default(0),
};

export const menuSubmit = z.object({
  id: idSchema.optional(),
  parentId: z.union([z.literal('0'), idSchema]).default('0'),
  ...menuFields,
  /** A console path (/x/y) or an external http(s) address, which opens in the iframe route. */
  path: z
    .string()
    .trim()
    .max(255)
    .regex(/^(\/[\w\-./]*|https?:\/\/\S+)?$/)
    .default(''),
  category: z.union([z.literal(1), z.literal(2)]).default(1),
  action: z.number().int().min(0).max(2).default(0),
  keepAlive: flag.default(1),
  isShow: flag.default(1),
  remark: z.string().trim().max(255).default(''),
  roles: z
    .array(
      z
        .string()
        .trim()
        .max(64)
        .regex(/^[a-z][a-z0-9_]*$/),
    )
    .max(20)
    .default([]),
  group: z
    .array(
      z
        .string()
        .trim()
        .max(255)
        .regex(/^\/[\w\-./]*$/),
    )
    .max(20)
    .default([]),
  query: z
    .string()
    .trim()
    .max(500)
    .regex(/^[^?#\s]*$/)
    .default(''),
});
export type MenuSubmit = z.infer<typeof menuSubmit>;

export const menuLazyQuery = z.object({
  parentId: z.union([z.literal('0'), idSchema]).default('0'),
  name: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
});

/** The checkbox tree of menus and buttons a role (or top menu) can be granted. */
export type GrantNode = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  nameEn: string;
  category: number;
  children: GrantNode[];
};
export const grantNode: z.ZodType<GrantNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    category: z.number().int(),
    children: z.array(grantNode),
  }),
);

export const topMenuSubmit = z.object({ id: idSchema.optional(), ...menuFields });
export type TopMenuSubmit = z.infer<typeof topMenuSubmit>;

export const topMenuGrant = z.object({
  topMenuIds: z.array(idSchema).min(1).max(50),
  menuIds: z.array(idSchema).max(2000),
});
export type TopMenuGrant = z.infer<typeof topMenuGrant>;
