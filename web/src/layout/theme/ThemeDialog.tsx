import { useState } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Divider, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLock } from '../../stores/lock';
import { useTheme } from '../../stores/theme';
import { IDLE_CHOICES } from '../lock/idle';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- this dialog itself loads when opened
import { LockDialog } from '../lock/LockDialog';
import { ThemeSwatch } from './ThemeSwatch';
import { THEME_NAMES, themeLabel } from '../../lib/themes';
import styles from './theme.module.css';

/** Spec §2 Dialogs: the eleven themes with a preview each; below, the idle auto-lock setting. */
export function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const themeName = useTheme((s) => s.themeName);
  const setTheme = useTheme((s) => s.setTheme);
  const idleMinutes = useLock((s) => s.idleMinutes);
  const hasPasswd = useLock((s) => s.hasPasswd);
  const setIdleMinutes = useLock((s) => s.setIdleMinutes);
  const [askPasswd, setAskPasswd] = useState<number>();

  const chooseIdle = (minutes: number) => {
    if (minutes > 0 && !hasPasswd) setAskPasswd(minutes);
    else setIdleMinutes(minutes);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('theme.title')}
      width={760}
      modalRender={(node) => <div data-testid="theme-dialog">{node}</div>}
    >
      <div className={styles.grid} role="radiogroup" aria-label={t('theme.title')}>
        {THEME_NAMES.map((name) => {
          const selected = name === themeName;
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={selected}
              className={`${styles.card} ${selected ? styles.selected : ''}`}
              onClick={() => setTheme(name)}
              data-testid={`theme-${name}`}
            >
              <ThemeSwatch name={name} />
              <span className={styles.label}>
                {t(themeLabel(name))}
                {selected && <CheckCircleFilled className={styles.check} />}
              </span>
            </button>
          );
        })}
      </div>
      <Divider titlePlacement="start" plain className={styles.divider}>
        {t('lock.idle')}
      </Divider>
      <div className={styles.setting}>
        <div>
          <div className={styles.settingTitle}>{t('lock.idleTitle')}</div>
          <Typography.Text type="secondary" className={styles.settingHint}>
            {idleMinutes > 0 && !hasPasswd ? t('lock.idleNeedsPasswd') : t('lock.idleHint')}
          </Typography.Text>
        </div>
        <Select<number>
          value={idleMinutes}
          onChange={chooseIdle}
          style={{ width: 160 }}
          options={IDLE_CHOICES.map((m) => ({
            value: m,
            label: m ? t('lock.idleMinutes', { count: m }) : t('lock.idleOff'),
          }))}
          data-testid="idle-lock-select"
        />
      </div>
      <LockDialog
        open={askPasswd !== undefined}
        mode="set"
        onClose={(done) => {
          if (done && askPasswd) setIdleMinutes(askPasswd);
          setAskPasswd(undefined);
        }}
      />
    </Modal>
  );
}
