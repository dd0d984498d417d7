import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@invest/contract/approval';
import { APPROVAL_DECISION } from '@invest/contract/constants';
import { FormModal } from '../../../components/crud/FormModal';
import { useDecideApproval } from '../api';

export type Deciding = { record: ApprovalRecord; decision: 1 | 2 };

type Props = {
  /** The approval and the decision being made; closed when undefined. */
  deciding: Deciding | undefined;
  onClose: () => void;
};

const MAX_COMMENT = 1000;

/** Approve or reject the step waiting for me, with a comment (a rejection must say why). */
export function DecideModal({ deciding, onClose }: Props) {
  const { t } = useTranslation();
  const decide = useDecideApproval();
  const reject = deciding?.decision === APPROVAL_DECISION.reject;

  return (
    <FormModal<{ comment?: string }>
      open={Boolean(deciding)}
      title={reject ? t('approval.rejectTitle') : t('approval.approveTitle')}
      onClose={onClose}
      onSubmit={({ comment }) =>
        decide.mutateAsync({ id: deciding!.record.id, decision: deciding!.decision, comment: comment?.trim() ?? '' })
      }
      initialValues={{ comment: '' }}
      successText={reject ? t('approval.rejected') : t('approval.approved')}
      okText={reject ? t('approval.reject') : t('approval.approve')}
      okDanger={reject}
      testId="approval-decide"
    >
      <Typography.Paragraph type="secondary">{deciding?.record.title}</Typography.Paragraph>
      <Form.Item
        name="comment"
        label={t('approval.comment')}
        rules={[
          { required: reject, whitespace: true, message: t('approval.rejectNeedsComment') },
          { max: MAX_COMMENT, message: t('crud.tooLong', { max: MAX_COMMENT }) },
        ]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={MAX_COMMENT}
          placeholder={reject ? t('approval.rejectPlaceholder') : t('approval.approvePlaceholder')}
          data-testid="approval-decide-comment"
        />
      </Form.Item>
    </FormModal>
  );
}
