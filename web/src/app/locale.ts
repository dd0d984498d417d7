import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Language } from '../lib/config';
import { useCommon } from '../stores/common';

export const antdLocale = (language: Language) => (language === 'en' ? enUS : zhCN);

/** dayjs and the document follow the console's language. */
function apply(language: Language): void {
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

apply(useCommon.getState().language);
useCommon.subscribe((state, prev) => {
  if (state.language !== prev.language) apply(state.language);
});
