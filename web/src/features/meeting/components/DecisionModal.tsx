import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@invest/contract/meeting';
import { useDict } from '../../dict/useDict';
import { useDecideAgenda, type AgendaDecision } from '../api';
import { FormModal } from '../../../components/crud/FormModal';

type AgendaItem = MeetingRecord['agenda'][number];
type Values = { decision: string; remark: string };

type Props = {
  meetingId: string;
  /** The agenda item decided on; `undefined` when closed. */
  item: AgendaItem | undefined;
  onClose: () => void;
};

const MAX_REMARK = 1000;

/** The meeting's decision on a project of its agenda (dictionary meeting_decision) and a remark. */
export function DecisionModal({ meetingId, item, onClose }: Props) {
  const { t } = useTranslation();
  const decisions = useDict('meeting_decision');
  const decide = useDecideAgenda();
  return (
    <FormModal<Values>
      open={item !== undefined}
      title={t('meeting.decideTitle', { project: item?.projectName ?? '' })}
      initialValues={{ decision: item?.decision ? String(item.decision) : undefined, remark: item?.remark ?? '' }}
      onClose={onClose}
      onSubmit={({ decision, remark }) =>
        decide.mutateAsync({
          meetingId,
          projectId: item!.projectId,
          decision: Number(decision) as AgendaDecision['decision'],
          remark: remark ?? '',
        })
      }
      testId="decision-form"
    >
      <Form.Item
        name="decision"
        label={t('meeting.decision')}
        rules={[{ required: true, message: t('crud.selectRequired', { field: t('meeting.decision') }) }]}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={decisions.options.map(({ value, label }) => ({ value, label }))}
          data-testid="decision-options"
        />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('meeting.remark')}
        rules={[{ max: MAX_REMARK, message: t('crud.tooLong', { max: MAX_REMARK }) }]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="decision-remark" />
      </Form.Item>
    </FormModal>
  );
}
