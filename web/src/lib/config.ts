/** Constants of the console (spec §9) in one place. */
export const website = {
  /** Prefix of every key the console writes to local/session storage and cookies. */
  storagePrefix: 'invest-',
  /** OAuth client of the console; the server checks it on every call (a public client). */
  clientId: 'invest-console',
  clientSecret: 'invest-console-secret',
  defaultTenantId: '000000',
  /** Request timeout in ms. */
  timeout: 10_000,
  /** Business codes passed on as rejections without a message. */
  statusWhiteList: [] as number[],
  /** How often the token is checked, in ms. */
  tokenCheckInterval: 10_000,
  /** Token age in seconds at which it is refreshed. */
  tokenTime: 3000,
  /** The first-page tab. */
  homePath: '/wel/index',
  lockPath: '/lock',
  loginPath: '/login',
  defaultColor: '#f19448',
  /** Redirect delay after locking, in ms. */
  lockDelay: 100,
};

export type Language = 'zh' | 'en';
export const LANGUAGES: Language[] = ['zh', 'en'];
/** Each language named in itself, as language menus do. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '简体中文', en: 'English' };
/** The `lang` attribute of a text in that language. */
export const LANGUAGE_TAGS: Record<Language, string> = { zh: 'zh-CN', en: 'en' };
