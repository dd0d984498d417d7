import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName, usePageName } from '../../layout/usePageName';
import { website } from '../../lib/config';
import { useCommon } from '../../stores/common';

/** Stands in, inside the layout and with its tab, for a menu entry whose page is not built yet. */
export default function UnavailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useCommon((s) => s.language);
  const name = displayName(usePageName(), language, t);
  return (
    <div className="page-card" data-testid="page-unavailable">
      <Result
        status="info"
        icon={<UnavailableIllustration />}
        title={t('unavailable.title')}
        subTitle={name ? t('unavailable.subtitle', { name }) : undefined}
        extra={
          <Button type="primary" onClick={() => navigate(website.homePath)}>
            {t('app.backHome')}
          </Button>
        }
      />
    </div>
  );
}

function UnavailableIllustration() {
  return (
    <svg width="200" height="140" viewBox="0 0 200 140" aria-hidden="true" style={{ display: 'inline-block' }}>
      <ellipse cx="100" cy="126" rx="78" ry="8" fill="#f0f0f0" />
      <rect x="38" y="24" width="124" height="90" rx="10" fill="#fff" stroke="#e6e6e6" strokeWidth="2" />
      <rect x="38" y="24" width="124" height="18" rx="9" fill="var(--ant-color-primary-bg, #fff4ea)" />
      <circle cx="52" cy="33" r="3" fill="var(--ant-color-primary, #f19448)" />
      <circle cx="62" cy="33" r="3" fill="#ffd591" />
      <circle cx="72" cy="33" r="3" fill="#d9d9d9" />
      <rect x="54" y="56" width="60" height="8" rx="4" fill="#f0f0f0" />
      <rect x="54" y="72" width="92" height="8" rx="4" fill="#f0f0f0" />
      <rect x="54" y="88" width="44" height="8" rx="4" fill="#f0f0f0" />
      <g transform="translate(128 74) rotate(-30)">
        <rect x="-5" y="-2" width="10" height="44" rx="4" fill="var(--ant-color-primary, #f19448)" />
        <rect x="-13" y="-12" width="26" height="14" rx="4" fill="#595959" />
      </g>
    </svg>
  );
}
