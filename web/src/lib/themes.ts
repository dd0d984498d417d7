import { website } from './config';
import type { I18nKey } from './i18n';

/** Spec §9: the eleven themes, in the order the theme dialog lists them. */
export const THEME_NAMES = [
  'theme-default',
  'theme-white',
  'theme-dark',
  'theme-star',
  'theme-bule',
  'theme-iview',
  'theme-vip',
  'theme-cool',
  'theme-d2',
  'theme-hey',
  'theme-lte',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'theme-default';

/** Colours offered next to the free picker (the first is the console's default, spec §9). */
export const PRESET_COLORS = [
  '#f19448',
  '#1677ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa8c16',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#409eff',
  '#001529',
];

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);

/** A colour the console accepts: #rgb or #rrggbb (anything else falls back to the default). */
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/**
 * Themes with a colour of their own (VIP's gold, Hey's violet): buttons and links take it while the
 * colour is still the console's default orange; a colour the user chose wins (issue 14).
 * boot/boot.js keeps the same pairs.
 */
export const THEME_ACCENTS: Partial<Record<ThemeName, string>> = { 'theme-vip': '#b8862b', 'theme-hey': '#6a11cb' };

/** The primary colour the console paints with, for a theme and the stored colour. */
export function primaryColor(themeName: ThemeName, colorName: string): string {
  const accent = THEME_ACCENTS[themeName];
  return accent && colorName.toLowerCase() === website.defaultColor ? accent : colorName;
}

/** Themes whose whole console, content included, is dark (antd's dark algorithm). */
export const isDarkTheme = (name: ThemeName): boolean => name === 'theme-dark';

export const themeLabel = (name: ThemeName): I18nKey => `theme.${name.replace('theme-', '') as ThemeKey}`;

type ThemeKey = 'default' | 'white' | 'dark' | 'star' | 'bule' | 'iview' | 'vip' | 'cool' | 'd2' | 'hey' | 'lte';
