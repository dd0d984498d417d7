import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { website } from '../../lib/config';
import { useTheme } from '../../stores/theme';
import { PRESET_COLORS } from '../../lib/themes';

export type ColorPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's button that opens it. */
  children: ReactNode;
};

/**
 * The colour picker's popover around the header's button (ColorButton): the primary colour of
 * every antd component and the shell. A chunk of its own (layout/shellDialogs.ts).
 */
export function ColorPopover({ open, onOpenChange, children }: ColorPopoverProps) {
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
      open={open}
      onOpenChange={onOpenChange}
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
      {children}
    </ColorPicker>
  );
}
