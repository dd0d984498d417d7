import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParamRecord, ParamSubmit } from '@invest/contract/param';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useSubmitParam } from '../api';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = Omit<ParamSubmit, 'id'>;

type Props = {
  /** The parameter to edit, `null` to add one, `undefined` when closed. */
  editing: ParamRecord | null | undefined;
  onClose: () => void;
};

const KEY = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** Add or edit a parameter; the rules mirror the server's (contract paramSubmit). */
export function ParamDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitParam();
  const { required, max } = useFieldRules();

  return (
    <FormDrawer<Values>
      open={editing !== undefined}
      title={editing ? t('param.edit') : t('param.add')}
      initialValues={
        editing
          ? {
              paramName: editing.paramName,
              paramNameEn: editing.paramNameEn,
              paramKey: editing.paramKey,
              paramValue: editing.paramValue,
              remark: editing.remark,
              remarkEn: editing.remarkEn,
            }
          : { paramValue: '', remark: '', paramNameEn: '', remarkEn: '' }
      }
      onClose={onClose}
      onSubmit={(values) => submit.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
      testId="param-drawer"
    >
      <Form.Item name="paramName" label={t('param.name')} rules={[required(t('param.name')), max(100)]}>
        <Input data-testid="param-form-name" />
      </Form.Item>
      <Form.Item name="paramNameEn" label={t('param.nameEn')} rules={[max(100)]}>
        <Input data-testid="param-form-name-en" />
      </Form.Item>
      <Form.Item
        name="paramKey"
        label={t('param.key')}
        extra={t('param.keyRule')}
        rules={[required(t('param.key')), max(100), { pattern: KEY, message: t('param.keyRule') }]}
      >
        <Input data-testid="param-form-key" autoComplete="off" />
      </Form.Item>
      <Form.Item name="paramValue" label={t('param.value')} rules={[max(2000)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} data-testid="param-form-value" />
      </Form.Item>
      <Form.Item name="remark" label={t('param.remark')} rules={[max(255)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="param-form-remark" />
      </Form.Item>
      <Form.Item name="remarkEn" label={t('param.remarkEn')} rules={[max(255)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="param-form-remark-en" />
      </Form.Item>
    </FormDrawer>
  );
}
