import { useTranslation } from 'react-i18next';
import { Icon } from './controls/icons';
import { TextField } from './controls/TextField';
import styles from './login.module.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  image?: string;
  loading: boolean;
  onRefresh: () => void;
};

/** The captcha code field and its image; clicking the image asks for a new one. */
export function CaptchaInput({ value, onChange, error, image, loading, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.captchaRow}>
      <TextField
        prefix="safety"
        placeholder={t('login.code')}
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={onChange}
        error={error}
        data-testid="login-code"
      />
      <button
        type="button"
        className={styles.captchaImage}
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        aria-label={t('login.captchaRefresh')}
        data-testid="login-captcha"
      >
        {image && !loading ? <img src={image} alt={t('login.captchaAlt')} /> : <Icon name="loading" spin />}
      </button>
    </div>
  );
}
