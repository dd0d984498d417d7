import { useEffect, useState } from 'react';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import styles from './header.module.css';

const isFull = () => typeof document !== 'undefined' && Boolean(document.fullscreenElement);

/**
 * Fullscreen on and off (spec §4). The state follows the browser's own fullscreen events, so
 * leaving with Esc or F11 updates the icon too. Hidden where the browser offers no fullscreen.
 */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(isFull);

  useEffect(() => {
    const onChange = () => setFull(isFull());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (!document.fullscreenEnabled) return null;
  const label = full ? t('layout.exitFullscreen') : t('layout.fullscreen');
  const toggle = () => {
    const done = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void done.catch(() => setFull(isFull()));
  };
  return (
    <ActionTooltip title={label} placement="bottom">
      <Button
        type="text"
        className={styles.action}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
        aria-label={label}
        aria-pressed={full}
        data-testid="fullscreen-toggle"
      />
    </ActionTooltip>
  );
}
