import { useSyncExternalStore } from 'react';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import type { Language } from '../lib/config';
import { loadWithLanguage } from '../lib/i18n';
import { useCommon } from '../stores/common';

// antd's and dayjs's texts of a language load with the console's own (lib/i18n loadLanguage),
// so the first screen carries one language's, not both.
const antdLocales: Partial<Record<Language, Locale>> = {};
const listeners = new Set<() => void>();

loadWithLanguage(async (language) => {
  if (language === 'en') {
    antdLocales.en = (await import('antd/es/locale/en_US')).default;
  } else {
    const [zhCN] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    antdLocales.zh = zhCN.default;
  }
  // dayjs ignores a locale it does not have yet: the first screen's language is applied again here.
  if (useCommon.getState().language === language) apply(language);
  listeners.forEach((l) => l());
});

/** antd's texts of the language once they are here (antd's built-in English until then). */
export function useAntdLocale(language: Language): Locale | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => antdLocales[language],
  );
}

/** dayjs and the document follow the console's language. */
function apply(language: Language): void {
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

apply(useCommon.getState().language);
useCommon.subscribe((state, prev) => {
  if (state.language !== prev.language) apply(state.language);
});
