import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type Props = {
  query: QueryLike;
  /** The loaded data has nothing to show. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** Shown beside the empty notice (an "add" button, say). */
  emptyAction?: ReactNode;
  rows?: number;
  testId?: string;
  children: ReactNode;
};

/** Every section's three other states: loading, failed (with retry) and empty. */
export function SectionState({ query, empty, emptyText, emptyAction, rows = 3, testId, children }: Props) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows }} data-testid={testId && `${testId}-loading`} />;
  if (query.isError) {
    const reason = query.error instanceof Error ? query.error.message : '';
    return (
      <Result
        status="warning"
        title={t('project.loadFailed')}
        subTitle={reason}
        extra={
          <Button onClick={() => void query.refetch()} data-testid={testId && `${testId}-retry`}>
            {t('project.retry')}
          </Button>
        }
        data-testid={testId && `${testId}-error`}
      />
    );
  }
  if (empty) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText ?? t('crud.empty')}
        data-testid={testId && `${testId}-empty`}
      >
        {emptyAction}
      </Empty>
    );
  }
  return <>{children}</>;
}
