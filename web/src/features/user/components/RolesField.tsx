import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../../../stores/common';
import { useRoleTree } from '../../role/api';
import { roleOptions } from '../../role/roleTree';

/** A user's roles, one at least, chosen from the tenant's role tree (field `roleIds`). */
export function RolesField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const roles = useRoleTree();
  const label = t('userAdmin.roles');
  return (
    <Form.Item
      name="roleIds"
      label={label}
      rules={[{ required: true, type: 'array', min: 1, message: t('crud.selectRequired', { field: label }) }]}
    >
      <TreeSelect
        multiple
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        loading={roles.isLoading}
        treeData={roleOptions(roles.data ?? [], language)}
        placeholder={t('crud.selectPlaceholder', { field: label })}
        data-testid={testId}
      />
    </Form.Item>
  );
}
