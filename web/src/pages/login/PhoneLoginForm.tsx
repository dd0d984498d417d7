import { useRef, useState } from 'react';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneProblem } from '@invest/contract/validation';
import { sendSmsCode, smsSignIn } from '../../features/auth/api';
import { useSmsCountdown } from '../../features/auth/useSmsCountdown';
import { HttpError } from '../../lib/httpError';
import { useUser } from '../../stores/user';
import styles from './login.module.css';
import type { LoginTenant } from './useLoginTenant';

type Values = { phone: string; smsCode: string };

/** A 429 "try again in N seconds" answer: the countdown takes over the server's wait. */
function waitFrom(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.code !== 429) return undefined;
  const seconds = Number(/(\d+)/.exec(error.message)?.[1]);
  return seconds > 0 && seconds <= 3600 ? seconds : undefined;
}

/**
 * Phone sign-in (docs/decisions.md): the number is checked as the server checks it before a code
 * is asked for; the code arrives by SMS; failures (wrong code, too many codes) are shown by lib/http.
 */
export function PhoneLoginForm({ tenant }: { tenant: LoginTenant }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const loginWith = useUser((s) => s.loginWith);
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const codeInput = useRef<InputRef>(null);

  const phoneRule = {
    validator: (_: unknown, value: string | undefined) => {
      const problem = phoneProblem(value);
      return problem ? Promise.reject(new Error(t(`login.${problem}`))) : Promise.resolve();
    },
  };

  const onSend = async () => {
    const tenantId = await tenant.resolve().catch(() => undefined);
    const valid = await form.validateFields(['phone']).catch(() => undefined);
    if (!tenantId || !valid) return;
    setSending(true);
    try {
      const msg = await sendSmsCode(valid.phone.trim(), tenantId);
      countdown.start();
      void message.success(msg || t('login.smsSent'));
      codeInput.current?.focus();
    } catch (error) {
      // lib/http showed why; a "too often" answer still starts the wait it names.
      const wait = waitFrom(error);
      if (wait) countdown.start(wait);
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: Values) => {
    const tenantId = await tenant.resolve().catch(() => undefined);
    if (!tenantId) return;
    setSubmitting(true);
    try {
      await loginWith(() => smsSignIn({ tenantId, phone: values.phone.trim(), code: values.smsCode.trim() }), tenantId);
    } catch {
      // The message (短信验证码不正确或已过期…) is already on screen.
      form.setFieldValue('smsCode', '');
      codeInput.current?.focus();
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
      data-testid="login-phone-form"
      autoComplete="on"
    >
      <Form.Item name="phone" rules={[phoneRule]} validateTrigger="onBlur">
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.phone')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          data-testid="login-phone"
        />
      </Form.Item>
      <div className={styles.captchaRow}>
        <Form.Item name="smsCode" rules={[{ required: true, whitespace: true, message: t('login.smsCode') }]}>
          <Input
            ref={codeInput}
            prefix={<MailOutlined />}
            placeholder={t('login.smsCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            data-testid="login-sms-code"
          />
        </Form.Item>
        <Button
          className={styles.sendCode}
          disabled={countdown.counting}
          loading={sending}
          onClick={() => void onSend()}
          data-testid="login-sms-send"
        >
          {countdown.counting ? t('login.smsResend', { seconds: countdown.seconds }) : t('login.smsSend')}
        </Button>
      </div>
      <Form.Item className={styles.submit}>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-phone-submit">
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
