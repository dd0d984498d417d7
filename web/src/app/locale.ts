import { useSyncExternalStore } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import type { Language } from '../lib/config';
import { loadWithLanguage } from '../lib/i18n';
import { useCommon } from '../stores/common';

// antd's and dayjs's texts of English load with the console's own (lib/i18n loadLanguage); the
// default language's travel with the entry, like its sign-in texts (3 KB gzip in all).
const antdLocales: Partial<Record<Language, Locale>> = { zh: zhCN };
const listeners = new Set<() => void>();

loadWithLanguage(async (language) => {
  if (language === 'en') antdLocales.en = (await import('antd/es/locale/en_US')).default;
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
