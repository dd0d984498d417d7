import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Form, Input, Spin, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

type Props = { image?: string; loading: boolean; onRefresh: () => void };

/** The captcha code field and its image; clicking the image asks for a new one. */
export function CaptchaInput({ image, loading, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.captchaRow}>
      <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('login.code') }]}>
        <Input
          prefix={<SafetyCertificateOutlined />}
          placeholder={t('login.code')}
          autoComplete="off"
          maxLength={8}
          data-testid="login-code"
        />
      </Form.Item>
      <Tooltip title={t('login.captchaRefresh')}>
        <button
          type="button"
          className={styles.captchaImage}
          onClick={onRefresh}
          aria-label={t('login.captchaRefresh')}
          data-testid="login-captcha"
        >
          {image && !loading ? <img src={image} alt={t('login.captchaAlt')} /> : <Spin size="small" />}
        </button>
      </Tooltip>
    </div>
  );
}
