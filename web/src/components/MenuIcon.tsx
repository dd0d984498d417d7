import type { ComponentType, CSSProperties } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  BugOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  ContainerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  FundOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  LockOutlined,
  MenuOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PieChartOutlined,
  ProjectOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  StarOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';

type IconProps = { className?: string; style?: CSSProperties; 'aria-hidden'?: boolean };
type Icon = ComponentType<IconProps>;

/** The icons the seeded menu and common admin screens use; bundled with the shell. */
const KNOWN: Record<string, Icon> = {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  BugOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  ContainerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  FundOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  LockOutlined,
  MenuOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PieChartOutlined,
  ProjectOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  StarOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
};

/** Names a menu's `source` can use (an icon picker offers exactly these). */
export const MENU_ICON_NAMES = Object.keys(KNOWN);

/**
 * A menu icon by its @ant-design/icons component name (the menu's `source`), from the bundled
 * set; any other name gets the default icon (loading the whole icon set would cost ~400 kB).
 */
export function MenuIcon({ name, ...rest }: { name?: string } & IconProps) {
  const Resolved = (name && KNOWN[name]) || AppstoreOutlined;
  // Decorative: the menu item's text names it (screen readers would otherwise read "project 项目管理").
  return <Resolved aria-hidden {...rest} />;
}
