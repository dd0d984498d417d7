import { DatePicker, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserSearchSelect } from '../../../components/users/UserSearchSelect';
import { leaveDays, leaveRules, type LeaveValues } from '../leaveForm';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The request's fields inside a Form<LeaveValues>: approver, from, to (days shown), reason. */
export function LeaveFields() {
  const { t } = useTranslation();
  const rules = leaveRules(t);
  const form = Form.useFormInstance<LeaveValues>();
  const start = Form.useWatch('startTime', form);
  const end = Form.useWatch('endTime', form);
  const days = leaveDays(start, end);
  return (
    <>
      <Form.Item name="approver" label={t('work.approver')} rules={rules.approver}>
        <UserSearchSelect placeholder={t('work.approverPlaceholder')} testId="leave-approver" />
      </Form.Item>
      <Form.Item name="startTime" label={t('work.leaveStart')} rules={rules.startTime}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} data-testid="leave-start" />
      </Form.Item>
      <Form.Item name="endTime" label={t('work.leaveEnd')} rules={rules.endTime} dependencies={['startTime']}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} data-testid="leave-end" />
      </Form.Item>
      <Form.Item label={t('work.days')}>
        <Typography.Text data-testid="leave-days">{days ? t('work.daysValue', { count: days }) : '-'}</Typography.Text>
      </Form.Item>
      <Form.Item name="reason" label={t('work.reason')} rules={rules.reason}>
        <Input.TextArea rows={3} maxLength={1000} showCount data-testid="leave-reason" />
      </Form.Item>
    </>
  );
}
