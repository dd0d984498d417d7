import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceStatus } from '@invest/contract/flow';

const STATUS_COLORS: Record<InstanceStatus, string> = {
  running: 'processing',
  finished: 'success',
  cancelled: 'default',
  terminated: 'error',
  withdrawn: 'default',
};

/** How a process instance stands (进行中, 已完成, 已取消…); `label` replaces the status name (e.g. the current step). */
export function InstanceStatusTag({
  status,
  label,
  testId,
}: {
  status: InstanceStatus;
  label?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid={testId}>
      {label || t(`work.${status}`)}
    </Tag>
  );
}
