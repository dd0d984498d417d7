import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FundRecord, FundSubmit } from '@invest/contract/fund';
import { DictSelect } from '../../dict/components/DictSelect';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { UserSearchSelect, type UserRef } from '../../../components/users/UserSearchSelect';
import { useSubmitFund } from '../api';
import { currencyUnit } from '../../../lib/amount';
import { DEFAULT_CURRENCY } from '@invest/contract/constants';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = Omit<FundSubmit, 'id' | 'managerId'> & { manager?: UserRef };

type Props = {
  /** The fund to edit, `null` to add one, `undefined` when closed. */
  editing: FundRecord | null | undefined;
  onClose: () => void;
};

/** Same rule as contract fundSubmit: letters, digits, `_` and `-`. */
const CODE = /^[A-Za-z0-9_-]+$/;
const YEAR = { min: 1990, max: 2100 };

/** The size's label names the unit of the currency chosen below it. */
function SizeLabel() {
  const { t } = useTranslation();
  const currency = Form.useWatch<string | undefined>('currency', Form.useFormInstance());
  return `${t('fund.size')}（${currencyUnit(t, currency)}）`;
}

/** Add or edit a fund; a code already used in the tenant is refused under the code field. */
export function FundDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitFund();
  const { required, chosen, max } = useFieldRules();

  const initialValues: Partial<Values> = editing
    ? {
        name: editing.name,
        code: editing.code,
        currency: editing.currency,
        size: editing.size,
        vintageYear: editing.vintageYear,
        status: editing.status,
        description: editing.description,
        manager: editing.managerId ? { id: editing.managerId, name: editing.managerName } : undefined,
      }
    : { currency: DEFAULT_CURRENCY, status: '1', vintageYear: new Date().getFullYear(), description: '' };

  const save = ({ manager, ...v }: Values) =>
    submit.mutateAsync({
      ...v,
      id: editing?.id,
      name: v.name.trim(),
      code: v.code.trim(),
      description: v.description?.trim() ?? '',
      managerId: manager?.id,
    });

  return (
    <FormDrawer<Values>
      open={editing !== undefined}
      title={editing ? t('fund.edit') : t('fund.add')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={save}
      width={640}
      testId="fund-drawer"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('fund.name')} rules={[required(t('fund.name')), max(100)]}>
            <Input data-testid="fund-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="code"
            label={t('fund.code')}
            rules={[required(t('fund.code')), max(32), { pattern: CODE, message: t('fund.codeRule') }]}
          >
            <Input data-testid="fund-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="size"
            label={<SizeLabel />}
            rules={[{ required: true, message: t('crud.required', { field: t('fund.size') }) }]}
          >
            <InputNumber min={0} max={1e12} precision={2} style={{ width: '100%' }} data-testid="fund-form-size" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="currency" label={t('fund.currency')} rules={[chosen(t('fund.currency'))]}>
            <DictSelect code="currency" allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="vintageYear"
            label={t('fund.vintageYear')}
            rules={[
              { required: true, message: t('crud.required', { field: t('fund.vintageYear') }) },
              { type: 'number', ...YEAR, message: t('fund.yearRule', YEAR) },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="fund-form-year" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('fund.status')} rules={[chosen(t('fund.status'))]}>
            <DictSelect code="fund_status" allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="manager" label={t('fund.manager')} extra={editing ? undefined : t('fund.managerHint')}>
            <UserSearchSelect allowClear placeholder={t('fund.managerPlaceholder')} testId="fund-form-manager" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={t('fund.description')} rules={[max(2000)]}>
            <Input.TextArea rows={4} showCount maxLength={2000} />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
