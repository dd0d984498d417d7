import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './config';
import { getStore } from './storage';
import type { Messages } from './locales/zh';

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

// Each language's texts are a chunk of their own: the first screen loads only the current one
// (main.tsx waits for it before rendering), the other when the user switches to it.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: 'zh',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const texts: Record<Language, () => Promise<{ default: Messages }>> = {
  zh: () => import('./locales/zh'),
  en: () => import('./locales/en'),
};

/** Language data of the libraries (antd's and dayjs's texts), loaded with the console's own. */
const libraryLoaders: ((language: Language) => Promise<unknown>)[] = [];

export function loadWithLanguage(loader: (language: Language) => Promise<unknown>): void {
  libraryLoaders.push(loader);
}

const inFlight = new Map<Language, Promise<void>>();

/** Whether a language's texts (and its libraries') are here, so switching to it can happen at once. */
export function isLanguageLoaded(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Fetches a language's texts, once at a time; a failed fetch is tried again on the next call. */
export function loadLanguage(language: Language): Promise<void> {
  if (isLanguageLoaded(language)) return Promise.resolve();
  let pending = inFlight.get(language);
  if (!pending) {
    pending = Promise.all([texts[language](), ...libraryLoaders.map((load) => load(language))])
      .then(([m]) => {
        // Added last: a language counts as loaded only when its libraries' texts are here too.
        i18n.addResourceBundle(language, 'translation', m.default, true, true);
      })
      .finally(() => inFlight.delete(language));
    inFlight.set(language, pending);
  }
  return pending;
}

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
