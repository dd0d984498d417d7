import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import type { Language } from '../lib/config';
import { useCommon } from '../stores/common';

// antd's English is in the bundle whichever language is shown: antd's own components import it
// as their default texts, so importing it lazily here saved nothing.
const antdLocales: Record<Language, Locale> = { zh: zhCN, en: enUS };

/** antd's texts of the language. */
export const antdLocale = (language: Language): Locale => antdLocales[language];

/** dayjs and the document follow the console's language. */
function apply(language: Language): void {
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

apply(useCommon.getState().language);
useCommon.subscribe((state, prev) => {
  if (state.language !== prev.language) apply(state.language);
});
