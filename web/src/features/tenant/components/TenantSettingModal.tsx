import { useState } from 'react';
import { Alert, App, DatePicker, Form, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TenantRecord } from '@invest/contract/tenant';
import { useTenantSetting } from '../api';
import { UNLIMITED, commonSetting, expiryOf, isDefaultTenant } from '../tenantRules';

type Values = { accountNumber: number; expireDay: Dayjs | null };

type Props = {
  open: boolean;
  /** The tenants to set (kept while the dialog closes). */
  tenants: TenantRecord[];
  onClose: () => void;
  onDone?: () => void;
};

/**
 * Account quota (-1 unlimited) and expiry date (empty: never) of one or many tenants. The default
 * tenant's expiry cannot be set here: it would lock every super administrator out.
 */
export function TenantSettingModal({ open, tenants: rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const setting = useTenantSetting();
  const [saving, setSaving] = useState(false);
  const start = commonSetting(rows);
  const withDefault = rows.some(isDefaultTenant);

  const title =
    rows.length === 1
      ? t('tenant.settingTitle', { name: rows[0]!.tenantName })
      : t('tenant.settingTitleMany', { count: rows.length });

  const save = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await setting.mutateAsync({
        ids: rows.map((r) => r.id),
        accountNumber: v.accountNumber,
        ...(withDefault ? {} : { expireTime: expiryOf(v.expireDay) }),
      });
      void message.success(t('tenant.settingDone'));
      onDone?.();
      onClose();
    } catch {
      // lib/http has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={saving ? undefined : onClose}
      onOk={() => void save()}
      okText={t('crud.submit')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={460}
      okButtonProps={{ 'data-testid': 'tenant-setting-submit' }}
      data-testid="tenant-setting"
    >
      {start.mixed && <Alert type="warning" showIcon title={t('tenant.settingMixed')} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ accountNumber: start.accountNumber, expireDay: start.expireDay ?? null }}
        data-testid="tenant-setting-form"
      >
        <Form.Item
          name="accountNumber"
          label={t('tenant.accountNumber')}
          extra={t('tenant.settingQuotaHint')}
          rules={[{ required: true, message: t('crud.required', { field: t('tenant.accountNumber') }) }]}
        >
          <InputNumber
            min={UNLIMITED}
            max={1_000_000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="tenant-setting-quota"
          />
        </Form.Item>
        {withDefault ? (
          <Alert type="info" showIcon title={t('tenant.defaultNoExpiry')} />
        ) : (
          <Form.Item name="expireDay" label={t('tenant.expireTime')} extra={t('tenant.settingExpireHint')}>
            <DatePicker
              allowClear
              style={{ width: '100%' }}
              placeholder={t('tenant.never')}
              data-testid="tenant-setting-expire"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
