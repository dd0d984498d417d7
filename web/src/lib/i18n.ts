import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './config';
import { getStore } from './storage';
import en from './locales/en';
import zh, { type Messages } from './locales/zh';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** A translation key such as `route.home` (typed against the Chinese resources). */
export type I18nKey = {
  [G in keyof Messages]: `${G & string}.${keyof Messages[G] & string}`;
}[keyof Messages];

/** The stored language (spec §3: default zh); anything unknown falls back to zh. */
export function storedLanguage(): Language {
  const lang = getStore<string>({ name: 'language' });
  return LANGUAGES.includes(lang as Language) ? (lang as Language) : 'zh';
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

/** The value of Accept-Language the server expects for the current language. */
export function acceptLanguage(lang: Language = currentLanguage()): string {
  return lang === 'en' ? 'en' : 'zh-CN';
}

/** Spec §2: the page title is the page name, a dash, then the product title. */
export function pageTitle(name: string | undefined): string {
  const product = i18n.t('app.title');
  return name ? `${name}-${product}` : product;
}
