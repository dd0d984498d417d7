import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScoreSummary } from '@invest/contract/meeting';
import { useDict } from '../../dict/useDict';
import { useSubmitScore } from './api';
import { ScoreInput } from './ScoreInput';

type Values = { scores: Record<string, number>; comment: string };

type Props = {
  meetingId: string;
  projectId: string;
  /** The user's score at this meeting, to change it. */
  mine: ScoreSummary['records'][number] | undefined;
};

const MAX_COMMENT = 2000;

/** Scores a project on every criterion of the dictionary score_criteria (1–10 each) with a comment. */
export function ScoreForm({ meetingId, projectId, mine }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const criteria = useDict('score_criteria');
  const submit = useSubmitScore();
  const [form] = Form.useForm<Values>();

  const save = async ({ scores, comment }: Values) => {
    try {
      await submit.mutateAsync({ meetingId, projectId, scores, comment: comment ?? '' });
      void message.success(t('meeting.scoreSaved'));
    } catch {
      // lib/http has said why.
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      initialValues={{ scores: mine?.scores ?? {}, comment: mine?.comment ?? '' }}
      onFinish={(values) => void save(values)}
      data-testid="score-form"
    >
      {criteria.options.map(({ value, label }) => (
        <Form.Item
          key={value}
          name={['scores', value]}
          label={label}
          required
          rules={[
            {
              validator: (_, score?: number) =>
                score && score >= 1 && score <= 10
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('meeting.scoreRequired', { criterion: label }))),
            },
          ]}
        >
          <ScoreInput testId={`score-input-${value}`} />
        </Form.Item>
      ))}
      <Form.Item
        name="comment"
        label={t('meeting.scoreComment')}
        rules={[{ max: MAX_COMMENT, message: t('crud.tooLong', { max: MAX_COMMENT }) }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="score-comment" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="score-submit">
          {mine ? t('meeting.updateScore') : t('meeting.submitScore')}
        </Button>
      </Form.Item>
    </Form>
  );
}
