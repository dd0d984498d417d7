import { useState } from 'react';
import { ApartmentOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../features/auth/api';
import { usePublicConfig, useTenantInfo } from '../../features/system/api';
import { website } from '../../lib/config';
import { md5Hex } from '../../lib/crypto';
import { getStore } from '../../lib/storage';
import { useUser } from '../../stores/user';
import { CaptchaInput } from './CaptchaInput';
import styles from './login.module.css';

type Values = { tenantId?: string; username: string; password: string; code?: string };

/**
 * Account and password; the tenant field only in tenant mode when the host does not name the
 * tenant; the captcha only in captcha mode. Errors (error_description) are shown by lib/http.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const login = useUser((s) => s.login);
  const [submitting, setSubmitting] = useState(false);

  const config = usePublicConfig();
  const tenantMode = config.data?.tenantMode ?? false;
  const captchaMode = config.data?.captchaMode ?? false;
  const tenantInfo = useTenantInfo(window.location.hostname, tenantMode);
  const derivedTenant = tenantInfo.data?.tenantId;
  const showTenant = tenantMode && !tenantInfo.isPending && !derivedTenant;
  const captcha = useCaptcha(captchaMode);

  const tenantOf = (values: Values): string => {
    if (!tenantMode) return website.defaultTenantId;
    return derivedTenant || values.tenantId?.trim() || website.defaultTenantId;
  };

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      await login({
        tenantId: tenantOf(values),
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
      initialValues={{ tenantId: getStore<string>({ name: 'tenantId' }) || website.defaultTenantId }}
      data-testid="login-form"
      autoComplete="on"
    >
      {showTenant && (
        <Form.Item name="tenantId" rules={[{ required: true, whitespace: true, message: t('login.tenantId') }]}>
          <Input prefix={<ApartmentOutlined />} placeholder={t('login.tenantId')} data-testid="login-tenant" />
        </Form.Item>
      )}
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
