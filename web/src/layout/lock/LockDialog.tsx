import { useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLock } from '../../stores/lock';

type Props = {
  open: boolean;
  /** `lock`: set the password and lock; `set`: only set it (for the idle auto-lock). */
  mode: 'lock' | 'set';
  onClose: (done: boolean) => void;
};

/** Spec §2 Dialogs, §5: the lock password dialog; the password is required (锁屏密码不能为空). */
export function LockDialog({ open, mode, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ passwd: string }>();
  const [busy, setBusy] = useState(false);
  const lock = useLock((s) => s.lock);
  const setPasswd = useLock((s) => s.setPasswd);

  const submit = async () => {
    const { passwd } = await form.validateFields();
    setBusy(true);
    try {
      if (mode === 'lock') await lock(passwd);
      else await setPasswd(passwd);
      form.resetFields();
      onClose(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('lock.dialogTitle')}
      okText={mode === 'lock' ? t('lock.submit') : t('app.ok')}
      cancelText={t('app.cancel')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose(false);
      }}
      width={400}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'lock-submit' }}
      modalRender={(node) => <div data-testid="lock-dialog">{node}</div>}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {t('lock.dialogHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item
          name="passwd"
          label={t('lock.passwd')}
          rules={[{ required: true, whitespace: true, message: t('lock.passwdRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('lock.passwdPlaceholder')}
            autoComplete="new-password"
            autoFocus
            maxLength={64}
            data-testid="lock-passwd"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
