import { useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../features/auth/api';
import { usePublicConfig } from '../../features/system/api';
import { md5Hex } from '../../lib/crypto';
import { useUser } from '../../stores/user';
import { CaptchaInput } from './CaptchaInput';
import styles from './login.module.css';
import type { LoginTenant } from './useLoginTenant';

type Values = { username: string; password: string; code?: string };

/**
 * Account and password (the tenant comes from the page's tenant field); the captcha only in
 * captcha mode. Errors (error_description) are shown by lib/http.
 */
export function LoginForm({ tenant }: { tenant: LoginTenant }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const login = useUser((s) => s.login);
  const [submitting, setSubmitting] = useState(false);

  const config = usePublicConfig();
  const captchaMode = config.data?.captchaMode ?? false;
  const captcha = useCaptcha(captchaMode);

  const onFinish = async (values: Values) => {
    const tenantId = await tenant.resolve().catch(() => undefined);
    if (!tenantId) return;
    setSubmitting(true);
    try {
      await login({
        tenantId,
        username: values.username.trim(),
        password: md5Hex(values.password),
        captcha: captchaMode ? { key: captcha.data?.key ?? '', code: values.code?.trim() ?? '' } : undefined,
      });
    } catch {
      // The message is already on screen; a used captcha is never valid again.
      if (captchaMode) {
        form.setFieldValue('code', '');
        void captcha.refetch();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      size="large"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="login-form"
      autoComplete="on"
    >
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.username') }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.username')}
          autoComplete="username"
          autoFocus
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.password') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {captchaMode && (
        <CaptchaInput
          image={captcha.data?.image}
          loading={captcha.isFetching}
          onRefresh={() => void captcha.refetch()}
        />
      )}
      <Form.Item className={styles.submit}>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
