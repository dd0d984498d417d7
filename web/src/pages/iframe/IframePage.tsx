import { useEffect, useState } from 'react';
import { ArrowLeftOutlined, ExportOutlined, GlobalOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import { isIframeLink } from '../../lib/menuTree';
import { pageTitle } from '../../lib/i18n';
import { useCommon } from '../../stores/common';
import { iframeSandbox } from './sandbox';
import styles from './iframe.module.css';

/**
 * /myiframe/<name>?src=…&name=…&nameEn=…&i18n=…&menu=… (spec §2): a static route (no tab, no
 * sign-in) showing a menu link to an external page (http/https) or an HTML page, outside the
 * console's layout, with a way back. Only such addresses are framed, sandboxed; anything else
 * (javascript:, data:) is refused.
 */
export default function IframePage() {
  const [query] = useSearchParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useCommon((s) => s.language);
  const src = (query.get('src') ?? '').trim();
  const name = (language === 'en' && query.get('nameEn')) || query.get('name') || src;
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  // Outside the guard, which titles every other page.
  useEffect(() => {
    document.title = pageTitle(name || t('route.iframe'));
  }, [name, t]);
  // Back where the user came from, or into the console when the address was opened directly.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };
  const backButton = (
    <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={back} data-testid="iframe-back">
      {t('iframe.back')}
    </Button>
  );

  if (!isIframeLink(src)) {
    return (
      <div className={styles.page}>
        <Result status="warning" title={t('iframe.invalid')} subTitle={src || undefined} extra={backButton} />
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="iframe-page">
      <div className={styles.bar}>
        {backButton}
        <GlobalOutlined className={styles.icon} />
        <span className={styles.name}>{name}</span>
        <span className={styles.src} title={src}>
          {src}
        </span>
        <ActionTooltip title={t('iframe.reload')}>
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
        </ActionTooltip>
        <ActionTooltip title={t('iframe.openNew')}>
          <Button
            type="text"
            size="small"
            icon={<ExportOutlined />}
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('iframe.openNew')}
          />
        </ActionTooltip>
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
          sandbox={iframeSandbox(src, window.location.origin)}
          onLoad={() => setLoading(false)}
          data-testid="iframe-frame"
        />
      </div>
    </div>
  );
}
