import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneProblem } from '@invest/contract/validation';
import { sendSmsCode, smsSignIn } from '../../features/auth/api';
import { useSmsCountdown } from '../../features/auth/useSmsCountdown';
import { HttpError } from '../../lib/httpError';
import { signInSubmitted, useUser } from '../../stores/user';
import { Alert } from './controls/Alert';
import { Button } from './controls/Button';
import { TextField } from './controls/TextField';
import { required, useFields, type Rule } from './controls/useFields';
import { failureText } from './LoginForm';
import styles from './login.module.css';
import type { LoginTenant } from './useLoginTenant';

/** The number checked as the server checks it. */
const phoneRule: Rule = (value) => {
  const problem = phoneProblem(value);
  return problem ? `login.${problem}` : undefined;
};
const RULES = { phone: phoneRule, smsCode: required('login.smsCode') };

/** A 429 "try again in N seconds" answer: the countdown takes over the server's wait. */
function waitFrom(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.code !== 429) return undefined;
  const seconds = Number(/(\d+)/.exec(error.message)?.[1]);
  return seconds > 0 && seconds <= 3600 ? seconds : undefined;
}

/**
 * Phone sign-in (docs/decisions.md): the number is checked as the server checks it before a code
 * is asked for; the code arrives by SMS; the outcome of the last request (code sent, wrong code,
 * too many codes) is shown above the form.
 */
export function PhoneLoginForm({ tenant }: { tenant: LoginTenant }) {
  const { t } = useTranslation();
  const { values, errors, set, validate } = useFields({ phone: '', smsCode: '' }, RULES);
  const loginWith = useUser((s) => s.loginWith);
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'error' | 'success'; text: string }>();
  const codeInput = useRef<HTMLInputElement>(null);

  // Both wait for the tenant when the settings are not here yet (useLoginTenant), busy meanwhile.
  const onSend = async () => {
    if (sending) return;
    if (!tenant.known()) setSending(true);
    try {
      const tenantId = await tenant.resolve().catch(() => undefined);
      const valid = validate(['phone']);
      if (!tenantId || !valid) return;
      setSending(true);
      setOutcome(undefined);
      const msg = await sendSmsCode(valid.phone.trim(), tenantId);
      countdown.start();
      setOutcome({ type: 'success', text: msg || t('login.smsSent') });
      codeInput.current?.focus();
    } catch (error) {
      setOutcome({ type: 'error', text: failureText(error) });
      // A "too often" answer still starts the wait it names.
      const wait = waitFrom(error);
      if (wait) countdown.start(wait);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    signInSubmitted();
    if (!tenant.known()) setSubmitting(true);
    try {
      const tenantId = await tenant.resolve().catch(() => undefined);
      const valid = validate();
      if (!tenantId || !valid) return;
      setSubmitting(true);
      setOutcome(undefined);
      await loginWith(() => smsSignIn({ tenantId, phone: valid.phone.trim(), code: valid.smsCode.trim() }), tenantId);
    } catch (error) {
      setOutcome({ type: 'error', text: failureText(error) });
      set('smsCode', '', false);
      codeInput.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="login-phone-form" autoComplete="on" noValidate>
      {outcome && (
        <Alert type={outcome.type} testId="login-phone-outcome">
          {outcome.text}
        </Alert>
      )}
      <TextField
        prefix="mobile"
        placeholder={t('login.phone')}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        value={values.phone}
        // Checked on leaving the field (or asking for a code), not at every digit.
        onChange={(v) => set('phone', v, false)}
        onBlur={() => validate(['phone'])}
        error={errors.phone && t(errors.phone)}
        data-testid="login-phone"
      />
      <div className={styles.captchaRow}>
        <TextField
          ref={codeInput}
          prefix="mail"
          placeholder={t('login.smsCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={values.smsCode}
          onChange={(v) => set('smsCode', v)}
          error={errors.smsCode && t(errors.smsCode)}
          data-testid="login-sms-code"
        />
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
      <div className={styles.submit}>
        <Button type="submit" primary block loading={submitting} data-testid="login-phone-submit">
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
