import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from './permission';
import { PermissionGate } from './PermissionGate';

type Props = {
  /** The button code the user must hold to see it (the server checks again). */
  permission: PermissionCode;
  onClick: () => void;
  testId: string;
  /** The label; "新增" / "Add" by default. */
  children?: ReactNode;
};

/** A table toolbar's primary "Add", shown only to users who may add. */
export function AddButton({ permission, onClick, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <PermissionGate code={permission}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
        {children ?? t('crud.add')}
      </Button>
    </PermissionGate>
  );
}
