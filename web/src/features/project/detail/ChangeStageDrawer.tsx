import { Alert, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { allowedNextStages, STAGE } from '@invest/contract/pipeline';
import type { ProjectRecord } from '@invest/contract/project';
import { DictTag } from '../../dict/components/DictTag';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useDict } from '../../dict/useDict';
import { useChangeStage } from '../api';
import { currencyUnit } from '../../../lib/amount';

type Values = { toStage: number; comment?: string; investedAmount?: number };
type Props = { project: ProjectRecord; open: boolean; onClose: () => void };

/**
 * Moves the project along the pipeline: only the stages the contract allows next. Investing asks
 * for the amount; the server refuses it without an approved investment decision and says so
 * (under the choice as well as in the toast).
 */
export function ChangeStageDrawer({ project, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const toStage = Form.useWatch('toStage', form);
  const stages = useDict('project_stage');
  const change = useChangeStage();
  const next = allowedNextStages(project.stage);

  return (
    <FormDrawer<Values>
      open={open}
      form={form}
      title={t('project.changeStage')}
      initialValues={{ toStage: next[0] }}
      onClose={onClose}
      onSubmit={(v) =>
        change.mutateAsync({
          id: project.id,
          toStage: v.toStage,
          comment: v.comment?.trim() ?? '',
          ...(v.toStage === STAGE.invested ? { investedAmount: v.investedAmount } : {}),
        })
      }
      successText={t('project.stageChanged')}
      testId="project-stage-drawer"
    >
      <Form.Item label={t('project.currentStage')}>
        <DictTag code="project_stage" value={String(project.stage)} />
      </Form.Item>
      <Form.Item
        name="toStage"
        label={t('project.toStage')}
        rules={[{ required: true, message: t('crud.selectRequired', { field: t('project.toStage') }) }]}
      >
        <Radio.Group data-testid="project-stage-options">
          <Space orientation="vertical">
            {next.map((s) => (
              <Radio key={s} value={s} data-testid={`project-stage-option-${s}`}>
                {stages.labelOf(s)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {toStage === STAGE.invested && (
        <>
          <Alert type="info" showIcon title={t('project.investNeedsApproval')} style={{ marginBottom: 16 }} />
          <Form.Item
            name="investedAmount"
            label={t('project.invested')}
            rules={[{ required: true, message: t('crud.required', { field: t('project.invested') }) }]}
          >
            <InputNumber<number>
              min={0}
              max={1e12}
              precision={2}
              // Invested from its fund, in the fund's currency.
              suffix={currencyUnit(t, project.fundCurrency)}
              style={{ width: '100%' }}
              data-testid="project-stage-invested"
            />
          </Form.Item>
        </>
      )}
      {toStage === STAGE.terminated && (
        <Alert type="warning" showIcon title={t('project.terminateWarning')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="comment"
        label={t('project.stageComment')}
        rules={[{ max: 1000, message: t('crud.tooLong', { max: 1000 }) }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="project-stage-comment" />
      </Form.Item>
    </FormDrawer>
  );
}
