import type { ReactNode } from 'react';
import {
  CalendarOutlined,
  CheckSquareOutlined,
  FundOutlined,
  InboxOutlined,
  RocketOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '@invest/contract/dashboard';
import { MEETING_PATH, PROJECT_GROUPS, TODO_PATH, projectListPath, type ProjectGroup } from '../projectLinks';
import { useMenuAccess } from '../useMenuAccess';
import styles from './pipeline.module.css';

const LOOK: Record<ProjectGroup, { icon: ReactNode; color: string }> = {
  reserve: { icon: <InboxOutlined />, color: '#13a8a8' },
  inProgress: { icon: <RocketOutlined />, color: '#1677ff' },
  invested: { icon: <FundOutlined />, color: '#52c41a' },
  key: { icon: <StarOutlined />, color: '#fa8c16' },
};

type Tile = { key: string; label: string; count: number | undefined; to: string; icon: ReactNode; color: string };

/**
 * The pipeline at a glance: reserve, in-progress, invested and key projects, my to-dos and my
 * upcoming meetings. Every number opens the list it counts.
 */
export function PipelineTiles({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation();
  const access = useMenuAccess();
  const tiles: Tile[] = [
    ...PROJECT_GROUPS.map((g) => ({
      key: g.key,
      label: t(`pipelineHome.${g.key}`),
      count: summary?.[g.key].count,
      to: projectListPath(g.filters),
      ...LOOK[g.key],
    })),
    ...(access('approval_todo')
      ? [
          {
            key: 'todo',
            label: t('pipelineHome.todo'),
            count: summary?.todoCount,
            to: TODO_PATH,
            icon: <CheckSquareOutlined />,
            color: '#f5222d',
          },
        ]
      : []),
    ...(access('meeting')
      ? [
          {
            key: 'meetings',
            label: t('pipelineHome.meetings'),
            count: summary?.meetings.length,
            to: MEETING_PATH,
            icon: <CalendarOutlined />,
            color: '#722ed1',
          },
        ]
      : []),
  ];
  return (
    <div className={styles.tiles} data-testid="pipeline-tiles">
      {tiles.map((tile) => (
        <Link key={tile.key} to={tile.to} className={styles.tile} data-testid={`pipeline-tile-${tile.key}`}>
          <span className={styles.tileIcon} style={{ color: tile.color, background: `${tile.color}1a` }}>
            {tile.icon}
          </span>
          <span className={styles.tileText}>
            <span className={styles.tileLabel}>{tile.label}</span>
            {tile.count === undefined ? (
              <Skeleton.Input active size="small" />
            ) : (
              <span className={styles.tileCount} data-testid={`pipeline-count-${tile.key}`}>
                {tile.count}
              </span>
            )}
          </span>
        </Link>
      ))}
    </div>
  );
}
