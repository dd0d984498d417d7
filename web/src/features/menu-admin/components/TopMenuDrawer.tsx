import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopMenu } from '@invest/contract/menu';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { IconPicker } from './IconPicker';
import { CODE_PATTERN } from '../menuRows';
import { useSubmitTopMenu } from '../topMenuApi';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = { code: string; name: string; nameEn: string; source: string; sort: number };

type Props = {
  /** The top menu to edit, `null` to add one, `undefined` when closed. */
  editing: TopMenu | null | undefined;
  onClose: () => void;
  /** The sort a new top menu starts with (after the last one). */
  nextSort: number;
};

/** Add or edit a top menu; the rules mirror the server's (contract topMenuSubmit). */
export function TopMenuDrawer({ editing, onClose, nextSort }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitTopMenu();
  const { required, max } = useFieldRules();

  return (
    <FormDrawer<Values>
      open={editing !== undefined}
      title={editing ? t('topMenuAdmin.edit') : t('topMenuAdmin.add')}
      initialValues={
        editing
          ? {
              code: editing.code,
              name: editing.name,
              nameEn: editing.nameEn,
              source: editing.source,
              sort: editing.sort,
            }
          : { code: '', name: '', nameEn: '', source: '', sort: nextSort }
      }
      onClose={onClose}
      onSubmit={(v) =>
        submit.mutateAsync({
          ...(editing ? { id: editing.id } : {}),
          code: v.code.trim(),
          name: v.name.trim(),
          nameEn: (v.nameEn ?? '').trim(),
          source: v.source ?? '',
          sort: v.sort ?? 0,
        })
      }
      testId="topmenu-drawer"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('topMenuAdmin.name')} rules={[required(t('topMenuAdmin.name')), max(64)]}>
            <Input data-testid="topmenu-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="nameEn" label={t('topMenuAdmin.nameEn')} rules={[max(64)]}>
            <Input data-testid="topmenu-form-name-en" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="code"
            label={t('topMenuAdmin.code')}
            extra={t('topMenuAdmin.codeRule')}
            rules={[
              required(t('topMenuAdmin.code')),
              { min: 2, message: t('topMenuAdmin.codeRule') },
              max(64),
              { pattern: CODE_PATTERN, message: t('topMenuAdmin.codeRule') },
            ]}
          >
            <Input autoComplete="off" data-testid="topmenu-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="source" label={t('topMenuAdmin.icon')}>
            <IconPicker testId="topmenu-form-icon" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('topMenuAdmin.sort')}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} data-testid="topmenu-form-sort" />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
