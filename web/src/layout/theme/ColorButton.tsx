import { useEffect, useRef, useState } from 'react';
import { BgColorsOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { website } from '../../lib/config';
import { useTheme } from '../../stores/theme';
import { PRESET_COLORS } from '../../lib/themes';
import styles from './theme.module.css';

/** The header's colour picker (spec §2): the primary colour of every antd component and the shell. */
export function ColorButton() {
  const { t } = useTranslation();
  const colorName = useTheme((s) => s.colorName);
  const setColor = useTheme((s) => s.setColor);
  // The picker follows every move at once; the console's colour follows a moment after the last
  // one (presets and the hex input only report changes; dragging ends with a "complete").
  const [shown, setShown] = useState(colorName);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setShown(colorName), [colorName]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (hex: string, wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setColor(hex), wait);
  };
  return (
    <ColorPicker
      value={shown}
      disabledAlpha
      disabledFormat
      format="hex"
      placement="bottomRight"
      presets={[{ label: t('theme.presets'), colors: PRESET_COLORS, defaultOpen: true }]}
      onChange={(color) => {
        setShown(color.toHexString());
        commit(color.toHexString(), 150);
      }}
      onChangeComplete={(color) => commit(color.toHexString(), 0)}
      panelRender={(panel) => (
        <div data-testid="color-panel">
          {panel}
          <Button
            size="small"
            block
            style={{ marginTop: 8 }}
            disabled={colorName === website.defaultColor}
            onClick={() => setColor(website.defaultColor)}
            data-testid="color-reset"
          >
            {t('theme.resetColor')}
          </Button>
        </div>
      )}
    >
      <span>
        <Tooltip title={t('theme.color')}>
          <Button
            type="text"
            className="header-action"
            aria-label={t('theme.color')}
            data-testid="color-picker"
            icon={
              <span className={styles.colorIcon}>
                <BgColorsOutlined />
                <span className={styles.colorDot} style={{ background: colorName }} />
              </span>
            }
          />
        </Tooltip>
      </span>
    </ColorPicker>
  );
}
