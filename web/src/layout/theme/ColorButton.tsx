import { Suspense, useEffect, useRef, useState } from 'react';
import { BgColorsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import { useTheme } from '../../stores/theme';
import { notifyChunkFailed } from '../lazyDialog';
import { ColorPopover, afterFirstScreen } from '../shellDialogs';
import styles from './theme.module.css';

/**
 * The header's colour button (spec §2). Its picker (antd's ColorPicker with its slider, number
 * input and select, a twelfth of the first screen's script) comes at an idle time after the first
 * screen, or at the first click; the button takes it on once it is here, in one swap.
 */
export function ColorButton() {
  const { t } = useTranslation();
  const colorName = useTheme((s) => s.colorName);
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  const load = () => ColorPopover.preload().then(() => setReady(true));
  useEffect(() => afterFirstScreen(() => void load().catch(() => undefined)), []);
  // The swap makes the button anew: one the keyboard was on keeps the focus.
  useEffect(() => {
    if (ready && focused.current) button.current?.focus();
  }, [ready]);

  const trigger = (
    <span>
      <ActionTooltip title={t('theme.color')}>
        <Button
          ref={button}
          type="text"
          className="header-action"
          aria-label={t('theme.color')}
          onFocus={() => (focused.current = true)}
          onBlur={() => (focused.current = false)}
          onClick={
            ready
              ? undefined
              : () => {
                  setOpen(true);
                  load().catch(() => {
                    setOpen(false);
                    notifyChunkFailed();
                  });
                }
          }
          data-testid="color-picker"
          icon={
            <span className={styles.colorIcon}>
              <BgColorsOutlined />
              <span className={styles.colorDot} style={{ background: colorName }} />
            </span>
          }
        />
      </ActionTooltip>
    </span>
  );
  if (!ready) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ColorPopover open={open} onOpenChange={setOpen}>
        {trigger}
      </ColorPopover>
    </Suspense>
  );
}
