import { useState } from 'react';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StartFromInitialValues } from '../../../components/crud/StartFromInitialValues';
import { useGrantUserRoles } from '../api';
import { RolesField } from './RolesField';

type Props = {
  /** The users whose roles are replaced; empty when closed. */
  userIds: string[];
  /** Their roles now, when there is one user. */
  current?: string[];
  onClose: (done: boolean) => void;
};

/** "Assign roles": the chosen roles replace the users' roles (POST user/grant). */
export function AssignRolesModal({ userIds, current, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = userIds.length > 0;
  const grant = useGrantUserRoles();
  const [form] = Form.useForm<{ roleIds: string[] }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let values: { roleIds: string[] };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await grant.mutateAsync({ userIds, roleIds: values.roleIds });
      void message.success(t('crud.saved'));
      onClose(true);
    } catch {
      // lib/http has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('userAdmin.assignTitle', { count: userIds.length })}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okText={t('crud.submit')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ id: 'user-assign-ok' }}
    >
      <Typography.Paragraph type="secondary">{t('userAdmin.assignHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ roleIds: current ?? [] }} clearOnDestroy>
        <StartFromInitialValues form={form} opening={userIds.join(',')} />
        <RolesField testId="user-assign-roles" />
      </Form>
    </Modal>
  );
}
