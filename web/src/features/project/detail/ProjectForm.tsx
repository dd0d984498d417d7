import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../dict/components/DictSelect';
import { useFundOptions } from '../api';
import { amountRangeRule } from './projectFormValues';
import { UserSelect } from '../../../components/users/UserSelect';
import { useFieldRules } from '../../../components/crud/fieldRules';

const MAX_AMOUNT = 1e12;

/**
 * The fields of a project (contract projectSubmit), for a form around it (FormDrawer): used to
 * edit on the detail page, and meant for creating and editing on the list too.
 */
export function ProjectForm() {
  const { t } = useTranslation();
  const funds = useFundOptions();
  const unit = t('project.unit');
  const { required, max } = useFieldRules();
  const amount = (name: string, label: string, extra?: object) => (
    <Form.Item name={name} label={label} {...extra}>
      <InputNumber<number>
        min={0}
        max={MAX_AMOUNT}
        precision={2}
        style={{ width: '100%' }}
        suffix={unit}
        placeholder={t('crud.inputPlaceholder', { field: label })}
        data-testid={`project-form-${name}`}
      />
    </Form.Item>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="name" label={t('project.name')} rules={[required(t('project.name')), max(100)]}>
          <Input data-testid="project-form-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="companyName" label={t('project.company')} rules={[required(t('project.company')), max(200)]}>
          <Input data-testid="project-form-companyName" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="industry" label={t('project.industry')}>
          <DictSelect code="industry" placeholder={t('crud.selectPlaceholder', { field: t('project.industry') })} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="round" label={t('project.round')}>
          <DictSelect code="round" placeholder={t('crud.selectPlaceholder', { field: t('project.round') })} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="region" label={t('project.region')} rules={[max(64)]}>
          <Input data-testid="project-form-region" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="source" label={t('project.source')}>
          <DictSelect code="project_source" placeholder={t('crud.selectPlaceholder', { field: t('project.source') })} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="fundId" label={t('project.fund')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={funds.isLoading}
            options={(funds.data ?? []).map((f) => ({ value: f.id, label: `${f.name}（${f.code}）` }))}
            placeholder={t('crud.selectPlaceholder', { field: t('project.fund') })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="managerId"
          label={t('project.manager')}
          rules={[{ required: true, message: t('crud.selectRequired', { field: t('project.manager') }) }]}
        >
          <UserSelect placeholder={t('crud.selectPlaceholder', { field: t('project.manager') })} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        {amount('amountMin', t('project.amountMin'))}
      </Col>
      <Col xs={24} sm={12}>
        {amount('amountMax', t('project.amountMax'), {
          dependencies: ['amountMin'],
          rules: [amountRangeRule('amountMin', t('project.amountRangeInvalid'))],
        })}
      </Col>
      <Col xs={24} sm={12}>
        {amount('valuation', t('project.valuation'))}
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="shareRatio" label={t('project.shareRatio')}>
          <InputNumber<number> min={0} max={100} precision={2} suffix="%" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label={t('project.description')} rules={[max(10000)]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} showCount maxLength={10000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
