import type { Language } from './config';

/**
 * A text kept in both languages (menus, dictionaries, roles, parameters): the English one in
 * English when it is set, otherwise the Chinese one.
 */
export function localized(zh: string, en: string | undefined, language: Language): string {
  return language === 'en' && en?.trim() ? en : zh;
}
