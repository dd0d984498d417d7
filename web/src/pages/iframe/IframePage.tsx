import { useState } from 'react';
import { ExportOutlined, GlobalOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Spin, Tooltip } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIframeLink } from '../../features/menu/menuTree';
import { useCommon } from '../../stores/common';
import styles from './iframe.module.css';

/**
 * /myiframe/<name>?src=…&name=…&nameEn=…&i18n=…&menu=… (spec §2): a menu link to an external
 * page (http/https) or an HTML page, shown inside the console in its own tab. Only such
 * addresses are framed; anything else (javascript:, data:) is refused.
 */
export default function IframePage() {
  const [query] = useSearchParams();
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const src = (query.get('src') ?? '').trim();
  const name = (language === 'en' && query.get('nameEn')) || query.get('name') || src;
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  if (!isIframeLink(src)) {
    return (
      <div className="page-card">
        <Result status="warning" title={t('iframe.invalid')} subTitle={src || undefined} />
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="iframe-page">
      <div className={styles.bar}>
        <GlobalOutlined className={styles.icon} />
        <span className={styles.name}>{name}</span>
        <span className={styles.src} title={src}>
          {src}
        </span>
        <Tooltip title={t('iframe.reload')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('iframe.reload')}
            onClick={() => {
              setLoading(true);
              setGeneration((g) => g + 1);
            }}
          />
        </Tooltip>
        <Tooltip title={t('iframe.openNew')}>
          <Button
            type="text"
            size="small"
            icon={<ExportOutlined />}
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('iframe.openNew')}
          />
        </Tooltip>
      </div>
      <div className={styles.frameBox}>
        {loading && (
          <div className={styles.loading}>
            <Spin description={t('app.loading')} />
          </div>
        )}
        <iframe
          key={generation}
          src={src}
          title={name}
          className={styles.frame}
          referrerPolicy="no-referrer"
          onLoad={() => setLoading(false)}
          data-testid="iframe-frame"
        />
      </div>
    </div>
  );
}
