import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerGuest, type UnboundIdentity } from '../../features/auth/api';
import { registerProblem, type RegisterProblem, type RegisterValues } from '../../features/auth/registerRules';
import { website } from '../../lib/config';
import { md5Hex } from '../../lib/crypto';
import { HttpError } from '../../lib/httpError';
import { useUser } from '../../stores/user';

type Props = {
  identity: UnboundIdentity;
  /** The provider's name, for the explanation. */
  providerName: string;
  /** spec §5: the tenant field is hidden when the tenant is known (tenant mode off, or the host names it). */
  tenantKnown: boolean;
  onClose: () => void;
};

/** The message of a failed registration: the server's msg, else 提交失败 (spec §8). */
function failureText(error: unknown, fallback: string): string {
  const body = error instanceof HttpError ? error.body : undefined;
  const msg = body && typeof body === 'object' ? (body as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : fallback;
}

/**
 * "Account registration" (spec §2 Dialogs): a third-party identity with no account asks for one.
 * The rules of spec §5 are checked in their order, each with its warning; the new account waits
 * for an administrator, and the page returns to a clean /login.
 */
export default function RegisterDialog({ identity, providerName, tenantKnown, onClose }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [problem, setProblem] = useState<RegisterProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const values = form.getFieldsValue(true) as RegisterValues;
    const found = registerProblem(values);
    setProblem(found);
    if (found) {
      void message.warning({ content: t(`register.${found.key}`), key: 'register-rule' });
      form.getFieldInstance(found.field)?.focus?.();
      return;
    }
    setSubmitting(true);
    try {
      const msg = await registerGuest({
        tenantId: values.tenantId!.trim(),
        name: values.name?.trim() ?? '',
        account: values.account!.trim(),
        password: md5Hex(values.password!),
        oauthId: identity.oauthId,
      });
      onClose();
      // Nothing of the attempt stays behind: no session, a bare sign-in page.
      useUser.getState().forceLogout();
      navigate(website.loginPath, { replace: true });
      modal.success({ title: t('register.successTitle'), content: msg || t('register.submitted') });
    } catch (error) {
      void message.error(failureText(error, t('register.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  const status = (field: keyof RegisterValues) => (problem?.field === field ? 'error' : undefined);
  const clearProblem = () => problem && setProblem(null);

  return (
    <Modal
      open
      title={t('register.title')}
      okText={t('register.submit')}
      cancelText={t('app.cancel')}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
      // The first field to type in (the name and tenant come prefilled).
      afterOpenChange={(open) => open && form.getFieldInstance('account')?.focus?.()}
      maskClosable={false}
      destroyOnHidden
      width={440}
      data-testid="register-dialog"
      okButtonProps={{ 'data-testid': 'register-submit' }}
      cancelButtonProps={{ 'data-testid': 'register-cancel' }}
    >
      <Alert
        type="info"
        showIcon
        title={t('register.intro', { provider: providerName })}
        style={{ marginBottom: 16 }}
      />
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark
        onValuesChange={clearProblem}
        onFinish={() => void submit()}
        initialValues={{ tenantId: identity.tenantId, name: identity.name }}
        data-testid="register-form"
      >
        {!tenantKnown && (
          <Form.Item name="tenantId" label={t('register.tenantId')} required>
            <Input status={status('tenantId')} maxLength={12} autoComplete="off" data-testid="register-tenant" />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('register.name')}>
          <Input maxLength={64} autoComplete="name" data-testid="register-name" />
        </Form.Item>
        <Form.Item name="account" label={t('register.account')} required extra={t('register.accountHint')}>
          <Input status={status('account')} maxLength={64} autoComplete="username" data-testid="register-account" />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')} required>
          <Input.Password status={status('password')} autoComplete="new-password" data-testid="register-password" />
        </Form.Item>
        <Form.Item name="password2" label={t('register.password2')} required>
          <Input.Password status={status('password2')} autoComplete="new-password" data-testid="register-password2" />
        </Form.Item>
        {/* Enter in a field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
