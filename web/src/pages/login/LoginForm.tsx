import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../features/auth/api';
import { usePublicConfig } from '../../features/system/api';
import { md5Hex } from '../../lib/crypto';
import { HttpError } from '../../lib/httpError';
import { signInSubmitted, useUser } from '../../stores/user';
import { Alert } from './controls/Alert';
import { Button } from './controls/Button';
import { TextField } from './controls/TextField';
import { required, useFields } from './controls/useFields';
import { CaptchaInput } from './CaptchaInput';
import styles from './login.module.css';
import { takeQueuedSubmit } from './prerendered';
import { signInSettings, type LoginTenant } from './useLoginTenant';

const RULES = {
  username: required('login.username'),
  password: required('login.password'),
  code: required('login.code'),
};

/** Why a request failed, in the user's language (lib/http words every failure so). */
export const failureText = (error: unknown) => (error instanceof HttpError ? error.message : String(error));

/**
 * Account and password (the tenant comes from the page's tenant field); the captcha only in
 * captcha mode. A refused sign-in (wrong password, locked account, wrong captcha…) is shown
 * above the form.
 */
export function LoginForm({ tenant }: { tenant: LoginTenant }) {
  const { t } = useTranslation();
  const { values, errors, set, validate } = useFields({ username: '', password: '', code: '' }, RULES);
  const login = useUser((s) => s.login);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');

  const client = useQueryClient();
  const config = usePublicConfig();
  const captchaMode = config.data?.captchaMode ?? false;
  const captcha = useCaptcha(captchaMode);

  // A submit held back before React owned the prerendered form is sent now, one render later: the
  // fields have reported what was typed by then (controls/TextField).
  const form = useRef<HTMLFormElement>(null);
  const [replay, setReplay] = useState(false);
  useEffect(() => {
    if (takeQueuedSubmit()) setReplay(true);
  }, []);
  useEffect(() => {
    if (!replay) return;
    setReplay(false);
    form.current?.requestSubmit();
  }, [replay]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    signInSubmitted();
    // Busy while the settings come, for a submit quicker than they are (signInSettings).
    if (!tenant.known()) setSubmitting(true);
    try {
      const withCaptcha = (await signInSettings(client))?.captchaMode ?? false;
      const tenantId = await tenant.resolve().catch(() => undefined);
      const valid = validate(withCaptcha ? ['username', 'password', 'code'] : ['username', 'password']);
      if (!tenantId || !valid) return;
      setSubmitting(true);
      setFailure('');
      await login({
        tenantId,
        username: valid.username.trim(),
        password: md5Hex(valid.password),
        captcha: withCaptcha ? { key: captcha.data?.key ?? '', code: valid.code.trim() } : undefined,
      }).catch((error: unknown) => {
        setFailure(failureText(error));
        // A used captcha is never valid again.
        if (withCaptcha) {
          set('code', '', false);
          void captcha.refetch();
        }
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={(e) => void onSubmit(e)} data-testid="login-form" autoComplete="on" noValidate>
      {failure && (
        <Alert type="error" testId="login-error">
          {failure}
        </Alert>
      )}
      <TextField
        prefix="user"
        placeholder={t('login.username')}
        autoComplete="username"
        autoFocus
        value={values.username}
        onChange={(v) => set('username', v)}
        error={errors.username && t(errors.username)}
        data-testid="login-account"
      />
      <TextField
        prefix="lock"
        secret
        placeholder={t('login.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password && t(errors.password)}
        data-testid="login-password"
      />
      {captchaMode && (
        <CaptchaInput
          value={values.code}
          onChange={(v) => set('code', v)}
          error={errors.code && t(errors.code)}
          image={captcha.data?.image}
          loading={captcha.isFetching}
          onRefresh={() => void captcha.refetch()}
        />
      )}
      <div className={styles.submit}>
        <Button type="submit" primary block loading={submitting} data-testid="login-submit">
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
