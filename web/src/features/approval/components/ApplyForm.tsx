import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TYPE_STAGE } from '@invest/contract/pipeline';
import { DictSelect } from '../../dict/components/DictSelect';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useDict } from '../../dict/useDict';
import { useUser } from '../../../stores/user';
import { useApplyApproval } from '../api';
import { typeForStage, type ApprovalType } from '../approvalRules';
import type { ProjectBrief } from '@invest/contract/project';
import { ApproverOrder } from './ApproverOrder';
import { ProjectSelect } from './ProjectSelect';
import type { UserRef } from '../../../components/users/UserSearchSelect';
import { useFieldRules } from '../../../components/crud/fieldRules';

type Values = {
  project?: ProjectBrief;
  /** dictKey of approval_type. */
  type?: string;
  approvers: UserRef[];
  title?: string;
  reason?: string;
};

type Props = {
  open: boolean;
  onClose: () => void;
  /** Apply for this project (from its detail page); otherwise the form lets the user pick one. */
  project?: ProjectBrief;
};

/**
 * Apply for an approval (initiation, investment decision or exit) with approvers who decide in
 * the order given. The type follows the project's stage; the server has the last word.
 */
export function ApplyForm({ open, onClose, project }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const apply = useApplyApproval();
  const me = useUser((s) => s.userInfo?.userId);
  const stages = useDict('project_stage');
  const types = useDict('approval_type');
  const picked = Form.useWatch('project', form) ?? project;
  const noApproval = picked && typeForStage(picked.stage) === undefined;

  const initialValues: Partial<Values> = {
    project,
    type: project && toKey(typeForStage(project.stage)),
    approvers: [],
  };
  const { chosen, max } = useFieldRules();

  const submit = (v: Values) =>
    apply.mutateAsync({
      projectId: v.project!.id,
      type: Number(v.type) as ApprovalType,
      approverIds: v.approvers.map((u) => u.id),
      title: v.title?.trim() ?? '',
      reason: v.reason?.trim() ?? '',
    });

  return (
    <FormDrawer<Values>
      open={open}
      title={t('approval.apply')}
      form={form}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      // A pending application of the same kind: the type is what to change.
      submitText={t('approval.submitApply')}
      successText={t('approval.applied')}
      width={560}
      testId="approval-apply"
    >
      <Form.Item name="project" label={t('approval.project')} rules={[chosen(t('approval.project'))]}>
        <ProjectSelect
          disabled={Boolean(project)}
          onChange={(p) => p && form.setFieldValue('type', toKey(typeForStage(p.stage)))}
          testId="approval-apply-project"
        />
      </Form.Item>
      {noApproval && (
        <Alert
          type="warning"
          showIcon
          title={t('approval.noTypeForStage', { stage: stages.labelOf(picked.stage) })}
          data-testid="approval-apply-stage-hint"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="type"
        label={t('approval.type')}
        dependencies={['project']}
        rules={[
          chosen(t('approval.type')),
          ({ getFieldValue }) => ({
            validator: async (_, type?: string) => {
              const p = getFieldValue('project') as ProjectBrief | undefined;
              if (!p || !type) return;
              const needed = APPROVAL_TYPE_STAGE[Number(type) as ApprovalType];
              if (needed !== p.stage)
                throw new Error(
                  t('approval.typeNeedsStage', { type: types.labelOf(type), stage: stages.labelOf(needed) }),
                );
            },
          }),
        ]}
      >
        <DictSelect code="approval_type" placeholder={t('crud.selectPlaceholder', { field: t('approval.type') })} />
      </Form.Item>
      <Form.Item
        name="approvers"
        label={t('approval.approvers')}
        extra={t('approval.approversHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('approval.approversRequired') }]}
      >
        <ApproverOrder exclude={me ? [me] : []} />
      </Form.Item>
      <Form.Item name="title" label={t('approval.title')} rules={[max(200)]}>
        <Input placeholder={t('approval.titlePlaceholder')} data-testid="approval-apply-title" />
      </Form.Item>
      <Form.Item name="reason" label={t('approval.reason')} rules={[max(2000)]}>
        <Input.TextArea rows={4} showCount maxLength={2000} data-testid="approval-apply-reason" />
      </Form.Item>
    </FormDrawer>
  );
}

const toKey = (type: ApprovalType | undefined) => (type === undefined ? undefined : String(type));
