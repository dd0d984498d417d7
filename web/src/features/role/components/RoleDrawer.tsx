import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommon } from '../../../stores/common';
import type { RoleNode, RoleSubmit } from '@invest/contract/role';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useRoleTree, useSubmitRole } from '../api';
import { roleOptions, selfAndDescendants, SUPER_ROLE } from '../roleTree';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = { parentId?: string; roleName: string; roleNameEn: string; roleAlias: string; sort: number };

/** What the drawer edits: a role, or a new one (possibly under a parent). */
export type RoleEditing = { role?: Omit<RoleNode, 'children'>; parentId?: string };

type Props = { editing: RoleEditing | undefined; onClose: () => void };

const ALIAS = /^[a-z][a-z0-9_]*$/;

/** Add or edit a role: parent, name, code, sort (rules of contract roleSubmit). */
export function RoleDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const submit = useSubmitRole();
  // The whole tree, whatever the page is searching for.
  const roles = useRoleTree(editing !== undefined).data ?? [];
  const role = editing?.role;
  const excluded = role ? selfAndDescendants(roles, role.id) : new Set<string>();
  const { required, max } = useFieldRules();

  const initialValues: Values = role
    ? {
        parentId: role.parentId === '0' ? undefined : role.parentId,
        roleName: role.roleName,
        roleNameEn: role.roleNameEn,
        roleAlias: role.roleAlias,
        sort: role.sort,
      }
    : { parentId: editing?.parentId, roleName: '', roleNameEn: '', roleAlias: '', sort: 0 };

  const save = (v: Values) => {
    const body: RoleSubmit = {
      ...(role ? { id: role.id } : {}),
      parentId: v.parentId || '0',
      roleName: v.roleName.trim(),
      roleNameEn: (v.roleNameEn ?? '').trim(),
      roleAlias: v.roleAlias.trim(),
      sort: v.sort ?? 0,
    };
    return submit.mutateAsync(body);
  };

  return (
    <FormDrawer<Values>
      open={editing !== undefined}
      title={role ? t('role.edit') : t('role.add')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={save}
      testId="role-drawer"
    >
      <Form.Item name="parentId" label={t('role.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('role.topLevel')}
          treeData={roleOptions(roles, language, excluded)}
          data-testid="role-form-parent"
        />
      </Form.Item>
      <Form.Item name="roleName" label={t('role.name')} rules={[required(t('role.name')), max(64)]}>
        <Input data-testid="role-form-name" />
      </Form.Item>
      <Form.Item name="roleNameEn" label={t('role.nameEn')} rules={[max(64)]}>
        <Input data-testid="role-form-name-en" />
      </Form.Item>
      <Form.Item
        name="roleAlias"
        label={t('role.alias')}
        extra={t('role.aliasRule')}
        rules={[
          required(t('role.alias')),
          max(64),
          { min: 2, message: t('role.aliasRule') },
          { pattern: ALIAS, message: t('role.aliasRule') },
        ]}
      >
        <Input autoComplete="off" disabled={role?.roleAlias === SUPER_ROLE} data-testid="role-form-alias" />
      </Form.Item>
      <Form.Item name="sort" label={t('role.sort')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} data-testid="role-form-sort" />
      </Form.Item>
    </FormDrawer>
  );
}
