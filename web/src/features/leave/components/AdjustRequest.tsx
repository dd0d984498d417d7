import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveRecord } from '@invest/contract/flow';
import { useCompleteTask } from '../../flow/api';
import { useResubmitLeave } from '../api';
import { fromLeave, type LeaveValues } from '../leaveForm';
import { LeaveFields } from './LeaveFields';

type Props = {
  leave: LeaveRecord;
  taskId: string;
  /** After the request was resubmitted or cancelled, with what to say. */
  onDone: (said: string) => void;
  onClose: () => void;
};

type Values = LeaveValues & { comment?: string };

/** 调整申请: the applicant's rejected request, to adjust and resubmit, or to cancel (after a confirmation). */
export function AdjustRequest({ leave, taskId, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const resubmit = useResubmitLeave(taskId, leave.processInstanceId);
  const complete = useCompleteTask();

  const send = async () => {
    const values = await form.validateFields();
    await resubmit.mutateAsync(values);
    onDone(t('work.resubmitted'));
  };

  const cancel = () =>
    modal.confirm({
      title: t('work.cancelRequest'),
      content: t('work.cancelConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const comment = (form.getFieldValue('comment') as string | undefined)?.trim() || t('work.cancelRequest');
        // Any flag but 'ok' at this step ends the request (the process's 取消 branch).
        await complete.mutateAsync({
          taskId,
          processInstanceId: leave.processInstanceId,
          flag: 'cancel',
          comment,
          variables: {},
        });
        onDone(t('work.cancelled_ok'));
      },
    });

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      initialValues={fromLeave(leave)}
      data-testid="leave-adjust"
    >
      <Typography.Paragraph type="warning">{t('work.adjustHint')}</Typography.Paragraph>
      <LeaveFields />
      <Form.Item name="comment" label={t('work.opinion')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Space>
          <Button
            type="primary"
            loading={resubmit.isPending}
            onClick={() => void send().catch(() => undefined)}
            data-testid="leave-resubmit"
          >
            {t('work.resubmit')}
          </Button>
          <Button danger onClick={cancel} data-testid="leave-cancel">
            {t('work.cancelRequest')}
          </Button>
          <Button onClick={onClose}>{t('work.close')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
