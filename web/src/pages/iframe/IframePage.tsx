import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isExternal } from '../../features/menu/menuTree';

/** /myiframe/<name>?src=…: an external page inside the console (only http and https addresses). */
export default function IframePage() {
  const [query] = useSearchParams();
  const { t } = useTranslation();
  const src = query.get('src') ?? '';
  if (!isExternal(src)) return <Result status="warning" title={t('iframe.invalid')} />;
  return (
    <iframe
      src={src}
      title={query.get('name') ?? src}
      style={{ width: '100%', height: '100%', minHeight: 480, border: 0, display: 'block', background: '#fff' }}
      referrerPolicy="no-referrer"
    />
  );
}
