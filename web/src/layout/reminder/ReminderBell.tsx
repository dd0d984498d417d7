import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../../features/reminder/api';
import { useUser } from '../../stores/user';
import { ReminderPanel } from './ReminderPanel';
import { useReminderStream } from './useReminderStream';

/** Spec §2: the bell, with a red dot while anything is unread, and its popover (350 wide). */
export function ReminderBell() {
  const { t } = useTranslation();
  const token = useUser((s) => s.token);
  const [open, setOpen] = useState(false);
  const counts = useUnreadCounts(Boolean(token)).data;
  const unread = counts?.total ?? 0;
  useReminderStream();

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden={false}
      styles={{ container: { width: 350, padding: 0 } }}
      content={<ReminderPanel open={open} counts={counts} onNavigate={() => setOpen(false)} />}
    >
      <Button
        type="text"
        className="header-action"
        aria-label={unread ? t('notice.bellUnread', { count: unread }) : t('notice.bell')}
        data-testid="notice-bell"
        icon={
          <Badge dot={unread > 0} offset={[-2, 2]} data-testid="notice-dot" data-unread={unread}>
            <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
          </Badge>
        }
      />
    </Popover>
  );
}
