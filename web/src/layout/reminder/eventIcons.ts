import {
  AuditOutlined,
  BellOutlined,
  CalendarOutlined,
  NotificationOutlined,
  ProjectOutlined,
} from '@ant-design/icons';

type Look = { icon: typeof BellOutlined; color: string };

/** A reminder's icon and colour by its event key (product.md: project_manage, meeting, approval, system). */
const EVENT_ICONS: Record<string, Look> = {
  approval: { icon: AuditOutlined, color: '#fa8c16' },
  meeting: { icon: CalendarOutlined, color: '#1677ff' },
  project_manage: { icon: ProjectOutlined, color: '#52c41a' },
  system: { icon: NotificationOutlined, color: '#722ed1' },
};

export const eventLook = (eventKey: string): Look => EVENT_ICONS[eventKey] ?? { icon: BellOutlined, color: '#8c8c8c' };
