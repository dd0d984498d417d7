import { CheckOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '../../lib/config';
import { useCommon } from '../../stores/common';
import styles from './header.module.css';

/**
 * The language menu (spec §2): Chinese and English, the current one disabled. Switching changes
 * every text, antd's and dayjs' locales and the page title at once; what the server wrote in the
 * old language (messages, dictionary texts) is fetched again.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useCommon((s) => s.language);
  const setLanguage = useCommon((s) => s.setLanguage);

  const items: MenuProps['items'] = LANGUAGES.map((lang) => ({
    key: lang,
    disabled: lang === language,
    label: (
      <span className={styles.langItem} lang={LANGUAGE_TAGS[lang]} data-testid={`language-${lang}`}>
        {LANGUAGE_NAMES[lang]}
        {lang === language && <CheckOutlined />}
      </span>
    ),
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setLanguage(key as Language);
    void queryClient.invalidateQueries();
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick, selectedKeys: [language] }}>
      <Button
        type="text"
        className={styles.action}
        icon={<TranslationOutlined />}
        aria-label={t('layout.language')}
        title={t('layout.language')}
        data-testid="language-menu"
      />
    </Dropdown>
  );
}
