import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@invest/contract/approval';
import { APPROVAL_DECISION, APPROVAL_STATUS } from '@invest/contract/constants';
import { useCan } from '../../../components/crud/permission';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useUser } from '../../../stores/user';
import { useWithdrawApproval } from '../api';
import { waitingStep } from '../approvalRules';
import type { Deciding } from './DecideModal';

type Props = {
  record: ApprovalRecord;
  /** Opens the decision dialog. */
  onDecide: (deciding: Deciding) => void;
  /** Full buttons (a drawer's header) rather than links (a table row). */
  buttons?: boolean;
};

/**
 * What the signed-in user may do with an approval: approve or reject the step waiting for them
 * (approval_decide), withdraw their own pending application (approval_withdraw, asks first).
 */
export function ApprovalActions({ record, onDecide, buttons }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const me = useUser((s) => s.userInfo?.userId);
  const { confirm } = useConfirmAction();
  const withdraw = useWithdrawApproval();
  const myTurn = can('approval_decide') && waitingStep(record)?.approverId === me;
  const look = (primary: boolean) =>
    buttons ? ({ type: primary ? 'primary' : 'default' } as const) : ({ type: 'link', size: 'small' } as const);
  const mayWithdraw =
    can('approval_withdraw') && record.status === APPROVAL_STATUS.pending && record.applicantId === me;

  return (
    <Space size={buttons ? 8 : 0}>
      {myTurn && (
        <>
          <Button
            {...look(true)}
            onClick={() => onDecide({ record, decision: APPROVAL_DECISION.approve })}
            data-testid="approval-approve"
          >
            {t('approval.approve')}
          </Button>
          <Button
            {...look(false)}
            danger
            onClick={() => onDecide({ record, decision: APPROVAL_DECISION.reject })}
            data-testid="approval-reject"
          >
            {t('approval.reject')}
          </Button>
        </>
      )}
      {mayWithdraw && (
        <Button
          {...look(false)}
          danger
          onClick={() =>
            confirm({
              title: t('approval.withdrawTitle'),
              content: t('approval.withdrawConfirm', { title: record.title }),
              okText: t('approval.withdraw'),
              danger: true,
              onOk: () => withdraw.mutateAsync(record.id),
              successText: t('approval.withdrawn'),
            })
          }
          data-testid="approval-withdraw"
        >
          {t('approval.withdraw')}
        </Button>
      )}
    </Space>
  );
}
