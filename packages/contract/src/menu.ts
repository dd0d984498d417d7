import { z } from 'zod';

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
  meta: { i18n: string; keepAlive: boolean };
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
    meta: z.object({ i18n: z.string(), keepAlive: z.boolean() }),
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

export const routesQuery = z.object({
  topMenuId: z.string().max(20).optional(),
});
