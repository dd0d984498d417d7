import { useState } from 'react';
import { SkinOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import { ThemeDialog } from '../shellDialogs';

/** The header's theme button: opens the theme dialog (spec §2 Dialogs). */
export function ThemeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionTooltip title={t('theme.title')}>
        <Button
          type="text"
          className="header-action"
          icon={<SkinOutlined />}
          onClick={() => setOpen(true)}
          aria-label={t('theme.title')}
          data-testid="theme-button"
        />
      </ActionTooltip>
      <ThemeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
