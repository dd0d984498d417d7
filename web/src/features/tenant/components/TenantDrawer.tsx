import { Col, Divider, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TenantSubmit } from '@invest/contract/tenant';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { md5Hex } from '../../../lib/crypto';
import { useSubmitTenant, useTenantDetail } from '../api';
import { ACCOUNT_PATTERN, DOMAIN_PATTERN } from '../tenantRules';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = {
  tenantName: string;
  domain: string;
  linkman: string;
  contactNumber: string;
  adminAccount?: string;
  adminName?: string;
  adminPassword?: string;
  adminPassword2?: string;
};

type Props = {
  /** The tenant (row id) to edit, `null` to add one, `undefined` when closed. */
  editing: string | null | undefined;
  onClose: () => void;
};

/** Create a tenant with its first administrator, or edit one; rules mirror contract tenantSubmit. */
export function TenantDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitTenant();
  const detail = useTenantDetail(editing ?? undefined);
  const adding = editing === null;
  const { required, max } = useFieldRules();

  const onSubmit = (v: Values) => {
    const body: TenantSubmit = {
      ...(editing ? { id: editing } : {}),
      tenantName: v.tenantName.trim(),
      domain: (v.domain ?? '').trim().toLowerCase(),
      linkman: (v.linkman ?? '').trim(),
      contactNumber: (v.contactNumber ?? '').trim(),
      ...(adding
        ? {
            adminAccount: v.adminAccount!.trim(),
            adminName: (v.adminName ?? '').trim() || undefined,
            adminPassword: md5Hex(v.adminPassword!),
          }
        : {}),
    };
    return submit.mutateAsync(body);
  };

  const record = detail.data;
  return (
    <FormDrawer<Values>
      open={editing !== undefined}
      title={adding ? t('tenant.add') : t('tenant.edit')}
      width={600}
      initialValues={
        record
          ? {
              tenantName: record.tenantName,
              domain: record.domain,
              linkman: record.linkman,
              contactNumber: record.contactNumber,
            }
          : { tenantName: '', domain: '', linkman: '', contactNumber: '' }
      }
      loading={!adding && !record}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="tenant-drawer"
    >
      <Row gutter={16}>
        {record && (
          <Col span={24}>
            <Form.Item label={t('tenant.tenantId')}>
              <Typography.Text code data-testid="tenant-form-id">
                {record.tenantId}
              </Typography.Text>
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item
            name="tenantName"
            label={t('tenant.tenantName')}
            rules={[required(t('tenant.tenantName')), max(100)]}
          >
            <Input data-testid="tenant-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="domain"
            label={t('tenant.domain')}
            tooltip={t('tenant.domainHint')}
            rules={[max(255), { pattern: DOMAIN_PATTERN, message: t('tenant.domainRule') }]}
          >
            <Input placeholder="invest.example.com" autoComplete="off" data-testid="tenant-form-domain" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="linkman" label={t('tenant.linkman')} rules={[max(50)]}>
            <Input data-testid="tenant-form-linkman" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="contactNumber" label={t('tenant.contactNumber')} rules={[max(32)]}>
            <Input data-testid="tenant-form-contact" />
          </Form.Item>
        </Col>
      </Row>
      {adding && (
        <>
          <Divider titlePlacement="start" plain>
            {t('tenant.adminSection')}
          </Divider>
          <Typography.Paragraph type="secondary">{t('tenant.adminHint')}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="adminAccount"
                label={t('tenant.adminAccount')}
                rules={[
                  required(t('tenant.adminAccount')),
                  { min: 2, message: t('tenant.accountRule') },
                  max(64),
                  { pattern: ACCOUNT_PATTERN, message: t('tenant.accountRule') },
                ]}
              >
                <Input autoComplete="off" data-testid="tenant-form-admin-account" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="adminName" label={t('tenant.adminName')} rules={[max(64)]}>
                <Input data-testid="tenant-form-admin-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="adminPassword"
                label={t('tenant.adminPassword')}
                rules={[
                  { required: true, message: t('crud.required', { field: t('tenant.adminPassword') }) },
                  { min: 6, message: t('tenant.passwordRule') },
                  max(64),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="tenant-form-admin-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="adminPassword2"
                label={t('tenant.adminPassword2')}
                dependencies={['adminPassword']}
                rules={[
                  { required: true, message: t('crud.required', { field: t('tenant.adminPassword2') }) },
                  ({ getFieldValue }) => ({
                    validator: (_, value: string | undefined) =>
                      !value || value === getFieldValue('adminPassword')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('tenant.passwordMismatch'))),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="tenant-form-admin-password2" />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </FormDrawer>
  );
}
