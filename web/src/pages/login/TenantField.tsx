import { ApartmentOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { website } from '../../lib/config';
import { getStore } from '../../lib/storage';
import type { LoginTenant, TenantValues } from './useLoginTenant';

/** The tenant field above every way of signing in; shown only when the tenant must be typed. */
export function TenantField({ tenant }: { tenant: LoginTenant }) {
  const { t } = useTranslation();
  return (
    <Form<TenantValues>
      form={tenant.form}
      size="large"
      requiredMark={false}
      initialValues={{ tenantId: getStore<string>({ name: 'tenantId' }) || website.defaultTenantId }}
    >
      {tenant.showField && (
        <Form.Item name="tenantId" rules={[{ required: true, whitespace: true, message: t('login.tenantId') }]}>
          <Input prefix={<ApartmentOutlined />} placeholder={t('login.tenantId')} data-testid="login-tenant" />
        </Form.Item>
      )}
    </Form>
  );
}
