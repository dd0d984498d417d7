import { Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/crud/useFormSubmit';
import type { LeaveValues } from '../leaveForm';
import { LeaveFields } from './LeaveFields';

type Props = {
  /** Sends the validated request; the form is done when it resolves. */
  onSubmit: (values: LeaveValues) => Promise<unknown>;
  /** After a successful submit. */
  onDone: () => void;
  /** The close button: leave without submitting. */
  onCancel: () => void;
  initialValues?: LeaveValues;
};

/** 请假申请: the request's fields, all required and the end after the start; a refusal keeps the form. */
export function LeaveForm({ onSubmit, onDone, onCancel, initialValues }: Props) {
  const { t } = useTranslation();
  const { form, saving, submit } = useFormSubmit<LeaveValues>({
    open: true,
    onClose: onDone,
    onSubmit,
    successText: t('work.submitted'),
  });
  return (
    <Card title={t('work.leaveForm')} data-testid="leave-form">
      <Form<LeaveValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 14 }}
        initialValues={initialValues}
      >
        <LeaveFields />
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="leave-submit">
              {t('work.submit')}
            </Button>
            <Button onClick={onCancel}>{t('work.close')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
