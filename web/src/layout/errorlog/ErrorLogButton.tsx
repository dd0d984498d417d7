import { useState } from 'react';
import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTooltip } from '../../components/ActionTooltip';
import { LOG_BADGE_MAX, useLogs } from '../../stores/logs';
import { ErrorLogDialog } from '../shellDialogs';

/** The header's error-log button: shown while errors are logged, the badge capped at 99 (spec §9). */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const count = useLogs((s) => s.logsList.length);
  const [open, setOpen] = useState(false);
  if (!count && !open) return null;
  return (
    <>
      <ActionTooltip title={t('errorLog.title')}>
        <Badge count={count} overflowCount={LOG_BADGE_MAX} size="small" offset={[-6, 6]} data-testid="errorlog-badge">
          <Button
            type="text"
            className="header-action"
            icon={<BugOutlined />}
            onClick={() => setOpen(true)}
            aria-label={t('errorLog.title')}
            data-testid="errorlog-button"
          />
        </Badge>
      </ActionTooltip>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
