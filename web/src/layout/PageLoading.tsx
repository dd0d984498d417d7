import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads; fills the content area (or the window) without shifting it. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullscreen ? '100vh' : 320,
        height: fullscreen ? undefined : '100%',
      }}
    >
      <Spin description={t('app.loading')} />
    </div>
  );
}
