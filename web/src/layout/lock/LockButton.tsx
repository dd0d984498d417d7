import { useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import { useLock } from '../../stores/lock';
import { LockDialog } from '../shellDialogs';

/** The header's lock: locks at once when a lock password exists, otherwise asks for one first. */
export function LockButton() {
  const { t } = useTranslation();
  const hasPasswd = useLock((s) => s.hasPasswd);
  const lock = useLock((s) => s.lock);
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (hasPasswd) void lock().catch(() => setOpen(true));
    else setOpen(true);
  };

  return (
    <>
      <ActionTooltip title={t('lock.lock')}>
        <Button
          type="text"
          className="header-action"
          icon={<LockOutlined />}
          onClick={onClick}
          aria-label={t('lock.lock')}
          data-testid="lock-button"
        />
      </ActionTooltip>
      <LockDialog open={open} mode="lock" onClose={() => setOpen(false)} />
    </>
  );
}
