import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '../../lib/config';
import { useCommon } from '../../stores/common';
import styles from './login.module.css';

/**
 * The sign-in page's language choice: the two languages as plain buttons (no antd Dropdown, so
 * the page's first download stays small), stored like the shell's language menu.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // The texts' language, not the store's: zustand answers a prerender (app/prerender.tsx) and the
  // hydration with its initial state, while i18next's is the one the page is drawn in.
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const setLanguage = useCommon((s) => s.setLanguage);
  return (
    <div className={styles.languages} role="group" aria-label={t('layout.language')} data-testid="login-language">
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={LANGUAGE_TAGS[lang]}
          aria-pressed={lang === language}
          className={lang === language ? `${styles.language} ${styles.languageActive}` : styles.language}
          onClick={() => setLanguage(lang)}
          data-testid={`login-language-${lang}`}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </div>
  );
}
