import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { md5Hex } from '../../../lib/crypto';
import { showRefusal } from '../../../components/crud/useFormSubmit';
import { updatePassword } from '../api';
import styles from './info.module.css';

type Values = { oldPassword: string; newPassword: string; newPassword1: string };

const MIN_LENGTH = 6;

/**
 * Change of password: old, new, confirm; all three cross the wire as MD5 hex (product decision).
 * `onChanged` runs after the server accepted the new password.
 */
export function PasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await updatePassword({
        oldPassword: md5Hex(values.oldPassword),
        newPassword: md5Hex(values.newPassword),
        newPassword1: md5Hex(values.newPassword1),
      });
      form.resetFields();
      void message.success(t('info.passwordChanged'));
      onChanged?.();
    } catch (err) {
      showRefusal(form, err, (text) => void message.error(text), t('http.unknownError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.layout}>
      <Form<Values>
        form={form}
        layout="vertical"
        className={styles.form}
        onFinish={(v) => void submit(v)}
        data-testid="password-form"
      >
        <Form.Item
          name="oldPassword"
          label={t('info.oldPassword')}
          rules={[{ required: true, message: t('info.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="password-old" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('info.newPassword')}
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: t('info.newPasswordRequired') },
            { min: MIN_LENGTH, message: t('info.passwordMin', { min: MIN_LENGTH }) },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value === getFieldValue('oldPassword')) throw new Error(t('info.passwordSame'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="newPassword1"
          label={t('info.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('info.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('info.passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="password-save">
            {t('info.changePassword')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
