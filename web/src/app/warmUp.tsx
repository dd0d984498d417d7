import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppstoreOutlined, BellOutlined, HomeOutlined, SearchOutlined } from '@ant-design/icons';
import {
  App as AntApp,
  Avatar,
  Badge,
  Button,
  Card,
  ConfigProvider,
  Dropdown,
  Empty,
  Input,
  Layout,
  Menu,
  Popover,
  Segmented,
  Skeleton,
  Statistic,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
import { ActionTooltip } from '../components/ActionTooltip';
import { Row, RowList } from '../components/rowList/RowList';
import { whenIdleAfter } from '../lib/idle';
import { antdTheme } from '../layout/theme/antdTheme';
import { useTheme } from '../stores/theme';

const groups = ['a', 'b', 'c', 'd'].map((g) => ({
  key: g,
  icon: <AppstoreOutlined />,
  label: g,
  children: ['1', '2', '3'].map((i) => ({ key: g + i, icon: <HomeOutlined />, label: g + i, title: g + i })),
}));

/**
 * One of each kind of antd component the screen after sign-in draws, in the shapes it draws them
 * (the side and top menus, the header's buttons, the tab bar, the home page's cards and lists),
 * with no data of anyone's.
 */
function FirstScreenKinds() {
  return (
    <Layout hasSider>
      <Layout.Sider collapsible trigger={null}>
        <Menu mode="inline" theme="dark" items={groups} openKeys={['a']} selectedKeys={['a1']} />
      </Layout.Sider>
      <Layout>
        <Layout.Header>
          <Menu mode="horizontal" items={groups.map(({ key, icon, label }) => ({ key, icon, label }))} />
          <Input prefix={<SearchOutlined />} suffix={<Tooltip title="x">x</Tooltip>} />
          <Popover trigger="click" content="x">
            <Button type="text" icon={<Badge dot>{<BellOutlined />}</Badge>} />
          </Popover>
          <ActionTooltip title="x">
            <Button type="text" />
          </ActionTooltip>
          <Avatar size={28} />
          <Dropdown menu={{ items: [{ key: 'x', label: 'x' }] }}>
            <span>x</span>
          </Dropdown>
        </Layout.Header>
        <Tabs type="editable-card" hideAdd size="small" items={[{ key: 'x', label: 'x' }]} />
        <Layout.Content>
          <Statistic title="x" value={1} />
          <Tag>x</Tag>
          <Card size="small" title="x" extra={<Segmented size="small" options={['x', 'y']} />}>
            <Input allowClear size="small" prefix={<SearchOutlined />} />
            <RowList items={['x', 'y']} rowKey={(item) => item} renderRow={(item) => <Row>{item}</Row>} />
          </Card>
          <Card size="small">
            <Skeleton active />
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          </Card>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function WhenCommitted({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * The screen after sign-in's first render costs far more than the next: its code's first run,
 * antd's theme tokens and caches. This pays that while the user types, outside the page and with
 * no one's data: one of each kind of antd component the screen draws, rendered in a transition
 * (which yields to typing every few milliseconds) and dropped at the next idle time. The measurements
 * are in docs/performance.md. Returns a stop, for a sign-in that comes first.
 */
export function warmUpFirstScreen(): () => void {
  const root = createRoot(document.createElement('div'));
  let cancelDrop: (() => void) | undefined;
  const stop = () => {
    cancelDrop?.();
    root.unmount();
  };
  const committed = () => {
    cancelDrop = whenIdleAfter(0, () => root.unmount());
  };
  const { themeName, colorName } = useTheme.getState();
  startTransition(() =>
    root.render(
      // The console's own theme, so the tokens computed here are the ones its render looks up.
      <ConfigProvider theme={antdTheme(themeName, colorName)}>
        <AntApp>
          <FirstScreenKinds />
          <WhenCommitted then={committed} />
        </AntApp>
      </ConfigProvider>,
    ),
  );
  return stop;
}
