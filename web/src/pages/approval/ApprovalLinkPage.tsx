import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Space, Spin, Tag, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FlowHistoryRecord } from '@invest/contract/flow';
import logo from '../../assets/logo.svg';
import { pageTitle } from '../../lib/i18n';
import { decideByLink, isWrongPassword, linkProblem, readLink, type LinkProblem } from './linkApi';
import styles from './approvalLink.module.css';

type Flag = 'ok' | 'reject';
type Values = { comment?: string; password: string };

/**
 * /approval-page?token=… (spec §2 static route: outside the guard and the layout, no sign-in): the
 * one task of a signed, single-use, expiring link. Its assignee approves or rejects it after
 * typing their password; a used, expired or bad link gets a page saying so. The language is the
 * console's stored one.
 */
export default function ApprovalLinkPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const token = (query.get('token') ?? '').trim();
  // Outside the guard, which titles every other page.
  useEffect(() => {
    document.title = pageTitle(t('approvalLink.title'));
  }, [t]);
  const link = useQuery({
    queryKey: ['approval-link', token],
    queryFn: () => readLink(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const [decided, setDecided] = useState<Flag>();
  const [problem, setProblem] = useState<LinkProblem>();

  let body;
  if (!token) body = <Problem problem="invalid" />;
  else if (problem || link.isError) body = <Problem problem={problem ?? linkProblem(link.error)} />;
  else if (decided)
    body = (
      <Result
        status="success"
        title={t(decided === 'ok' ? 'approvalLink.doneApproved' : 'approvalLink.doneRejected')}
        subTitle={t('approvalLink.doneSub')}
        data-testid="approval-link-done"
      />
    );
  else if (!link.data) body = <Spin style={{ display: 'block', padding: 48 }} />;
  else {
    const task = link.data;
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions
          title={t('approvalLink.heading', { process: task.processDefinitionName, task: task.taskName })}
          column={1}
          size="small"
          items={[
            { key: 'applicant', label: t('approvalLink.applicant'), children: task.applicantName },
            { key: 'assignee', label: t('approvalLink.assignee'), children: task.assigneeName },
            { key: 'createTime', label: t('approvalLink.createTime'), children: task.createTime },
            { key: 'expireTime', label: t('approvalLink.expireTime'), children: task.expireTime },
          ]}
          data-testid="approval-link-task"
        />
        <Steps history={task.history} />
        <DecisionForm
          token={token}
          assigneeName={task.assigneeName}
          onDecided={setDecided}
          onUnusable={(error) => setProblem(linkProblem(error))}
        />
      </Space>
    );
  }

  return (
    <div className={styles.page} data-testid="approval-link-page">
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src={logo} alt="" />
          <span>{t('app.title')}</span>
        </div>
        <Card>{body}</Card>
      </div>
    </div>
  );
}

function Problem({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation();
  const texts = {
    invalid: ['approvalLink.invalid', 'approvalLink.invalidSub'],
    expired: ['approvalLink.expired', 'approvalLink.expiredSub'],
    used: ['approvalLink.used', 'approvalLink.usedSub'],
    taskDone: ['approvalLink.taskDone', 'approvalLink.taskDoneSub'],
    failed: ['approvalLink.failed', 'http.serverUnavailable'],
  } as const;
  const [title, sub] = texts[problem];
  return (
    <Result
      status={problem === 'failed' ? 'error' : 'warning'}
      title={t(title)}
      subTitle={t(sub)}
      extra={
        <Link to="/login">
          <Button type="primary">{t('approvalLink.toConsole')}</Button>
        </Link>
      }
      data-testid={`approval-link-${problem}`}
    />
  );
}

/** The steps so far, oldest first: who, which step, when, the decision and the comment. */
function Steps({ history }: { history: FlowHistoryRecord[] }) {
  const { t } = useTranslation();
  if (!history.length) return null;
  return (
    <div>
      <h4>{t('approvalLink.steps')}</h4>
      <Timeline
        items={history.map((step) => ({
          key: step.historyId,
          children: (
            <div>
              <Space size={8} wrap>
                <span>{t('approvalLink.stepLine', { who: step.assigneeName || '—', step: step.elementName })}</span>
                {step.decision && (
                  <Tag color={step.decision === 'approve' ? 'green' : 'red'}>
                    {t(step.decision === 'approve' ? 'approvalLink.approved' : 'approvalLink.rejected')}
                  </Tag>
                )}
                <span className={styles.comment}>{step.endTime || step.startTime}</span>
              </Space>
              {step.comment && <div className={styles.comment}>{step.comment}</div>}
            </div>
          ),
        }))}
      />
    </div>
  );
}

type DecisionProps = {
  token: string;
  assigneeName: string;
  onDecided: (flag: Flag) => void;
  /** The link could not be used after all (used meanwhile, expired, the task taken elsewhere). */
  onUnusable: (error: unknown) => void;
};

function DecisionForm({ token, assigneeName, onDecided, onUnusable }: DecisionProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState<Flag>();
  const [failure, setFailure] = useState<string>();

  const decide = async (flag: Flag) => {
    // A rejection needs a comment (the server says the same); an approval may go without.
    form.setFields([{ name: 'comment', errors: [] }]);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (flag === 'reject' && !values.comment?.trim()) {
      form.setFields([{ name: 'comment', errors: [t('approvalLink.commentRequired')] }]);
      return;
    }
    setSending(flag);
    setFailure(undefined);
    try {
      await decideByLink({ token, password: values.password, flag, comment: values.comment?.trim() ?? '' });
      onDecided(flag);
    } catch (error) {
      if (isWrongPassword(error)) form.setFields([{ name: 'password', errors: [(error as Error).message] }]);
      else if (linkProblem(error) !== 'failed') onUnusable(error);
      else setFailure((error as Error).message);
    } finally {
      setSending(undefined);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" disabled={Boolean(sending)}>
      <Form.Item name="comment" label={t('approvalLink.comment')} rules={[{ max: 1000 }]}>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          placeholder={t('approvalLink.commentPlaceholder')}
          data-testid="approval-link-comment"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('approvalLink.password')}
        extra={t('approvalLink.passwordHint', { name: assigneeName })}
        rules={[{ required: true, message: t('approvalLink.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" data-testid="approval-link-password" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Space>
        <Button
          type="primary"
          loading={sending === 'ok'}
          onClick={() => void decide('ok')}
          data-testid="approval-link-approve"
        >
          {t('approvalLink.approve')}
        </Button>
        <Button
          danger
          loading={sending === 'reject'}
          onClick={() => void decide('reject')}
          data-testid="approval-link-reject"
        >
          {t('approvalLink.reject')}
        </Button>
      </Space>
    </Form>
  );
}
