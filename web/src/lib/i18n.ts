import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './config';
import { getStore } from './storage';
import type { Messages } from './locales/zh';
import signInZh from './locales/signIn.zh';

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

// Each language's texts are chunks of their own (loadLanguage), but for the default language's
// sign-in texts: the first screen has those, or waits for the other language's (main.tsx).
void i18n.use(initReactI18next).init({
  // The default language's sign-in texts travel with the entry (1.6 KB gzip): most first screens
  // then wait for no second request.
  resources: { zh: { translation: signInZh } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // The rest of a language's texts arriving (`all` after `signIn`) re-renders what is on screen.
  react: { bindI18nStore: 'added' },
});

/**
 * A language's texts come in two chunks: `signIn`, what the sign-in page and the screens outside
 * the shell show (the first render waits only for it), and `all` (every text, signIn's included),
 * which lazy pages wait for (lib/lazyPage) and the shell's preload fetches while the user types.
 */
export type TextPart = 'signIn' | 'all';

const texts: Record<TextPart, Record<Language, () => Promise<{ default: object }>>> = {
  signIn: { zh: () => Promise.resolve({ default: signInZh }), en: () => import('./locales/signIn.en') },
  all: { zh: () => import('./locales/zh'), en: () => import('./locales/en') },
};

const done = new Set<string>(['signIn:zh']);
const inFlight = new Map<string, Promise<void>>();

/** Whether a language's texts are here, so switching to it can happen at once. */
export function isLanguageLoaded(language: Language, part: TextPart = 'all'): boolean {
  if (!i18n.hasResourceBundle(language, 'translation')) return false;
  return done.has(`all:${language}`) || done.has(`${part}:${language}`);
}

/** Fetches a language's texts, once at a time; a failed fetch is tried again on the next call. */
export function loadLanguage(language: Language, part: TextPart = 'all'): Promise<void> {
  if (isLanguageLoaded(language, part)) return Promise.resolve();
  const key = `${part}:${language}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = texts[part][language]()
      .then((m) => {
        i18n.addResourceBundle(language, 'translation', m.default, true, true);
        done.add(key);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
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
