import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { FlowInstanceRecord } from '@invest/contract/flow';

type ProcessOf = Pick<FlowInstanceRecord, 'processDefinitionName' | 'category' | 'processDefinitionVersion'>;

/** The columns every work list starts with: the process name and category; the version comes later. */
export function processColumns<T extends ProcessOf>(t: TFunction, categoryLabel: (category: string) => string) {
  const leading: TableColumnsType<T> = [
    { key: 'name', dataIndex: 'processDefinitionName', title: t('work.processName') },
    { key: 'category', title: t('work.category'), render: (_, row) => categoryLabel(row.category) },
  ];
  const version: TableColumnsType<T>[number] = {
    key: 'version',
    dataIndex: 'processDefinitionVersion',
    title: t('work.version'),
    render: (v: number) => `v${v}`,
  };
  return { leading, version };
}
