import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowInstanceRecord } from '@invest/contract/flow';
import { FormModal } from '../../../components/crud/FormModal';
import { useTerminate } from '../api';

const MAX_REASON = 500;

/** Deleting (terminating) a running instance: the reason (删除理由) is required and the applicant is told it. */
export function TerminateModal({ instance, onClose }: { instance?: FlowInstanceRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const terminate = useTerminate();
  return (
    <FormModal<{ deleteReason: string }>
      open={Boolean(instance)}
      title={t('flowAdmin.terminateTitle', { name: instance?.processDefinitionName ?? '' })}
      okText={t('flowAdmin.terminate')}
      okDanger
      onClose={onClose}
      onSubmit={({ deleteReason }) =>
        terminate.mutateAsync({ processInstanceId: instance!.processInstanceId, deleteReason })
      }
      successText={t('flowAdmin.terminated')}
      testId="flow-terminate"
    >
      <Alert type="warning" showIcon title={t('flowAdmin.terminateHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="deleteReason"
        label={t('flowAdmin.reason')}
        rules={[
          { required: true, whitespace: true, message: t('flowAdmin.reasonRequired') },
          { max: MAX_REASON, message: t('crud.tooLong', { max: MAX_REASON }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={MAX_REASON} showCount data-testid="flow-terminate-reason" />
      </Form.Item>
    </FormModal>
  );
}
