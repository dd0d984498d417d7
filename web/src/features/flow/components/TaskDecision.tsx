import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompleteTask, useReturnTask, useTransferTask } from '../api';
import { ReturnModal } from './ReturnModal';
import { TransferModal } from './TransferModal';

type Props = {
  taskId: string;
  processInstanceId: string;
  /** After the task left the caller's hands (decided, transferred or returned), with what to say. */
  onDone: (said: string) => void;
  onClose: () => void;
};

/**
 * The handle page's actions: a required comment, then 同意 (flag ok) / 驳回 (flag reject) — the
 * decision is the button, never the comment's text — 转办, 退回 and 关闭.
 */
export function TaskDecision({ taskId, processInstanceId, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  const complete = useCompleteTask();
  const transfer = useTransferTask();
  const back = useReturnTask();
  const [dialog, setDialog] = useState<'transfer' | 'return'>();
  const busy = complete.isPending || transfer.isPending || back.isPending;

  /** The comment once it is there (the field says so otherwise). */
  const comment = async () => ((await form.validateFields()).comment ?? '').trim();

  const decide = async (flag: 'ok' | 'reject') => {
    const text = await comment();
    await complete.mutateAsync({ taskId, processInstanceId, flag, comment: text, variables: {} });
    onDone(t('work.decided'));
  };

  return (
    <Form form={form} layout="vertical" data-testid="flow-decision">
      <Form.Item
        name="comment"
        label={t('work.opinion')}
        rules={[{ required: true, whitespace: true, message: t('work.opinionRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={1000} showCount data-testid="flow-comment" />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          loading={complete.isPending}
          disabled={busy}
          onClick={() => void decide('ok').catch(() => undefined)}
          data-testid="flow-approve"
        >
          {t('work.agree')}
        </Button>
        <Button
          danger
          disabled={busy}
          onClick={() => void decide('reject').catch(() => undefined)}
          data-testid="flow-reject"
        >
          {t('work.reject')}
        </Button>
        <Button disabled={busy} onClick={() => setDialog('transfer')} data-testid="flow-transfer">
          {t('work.transfer')}
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            void comment().then(
              () => setDialog('return'),
              () => undefined,
            )
          }
          data-testid="flow-return"
        >
          {t('work.returnBack')}
        </Button>
        <Button onClick={onClose} data-testid="flow-close">
          {t('work.close')}
        </Button>
      </Space>
      <TransferModal
        open={dialog === 'transfer'}
        onClose={() => setDialog(undefined)}
        onTransfer={async (user) => {
          await transfer.mutateAsync({ taskId, assignee: user.id, comment: form.getFieldValue('comment') ?? '' });
          onDone(t('work.transferred'));
        }}
      />
      <ReturnModal
        taskId={taskId}
        open={dialog === 'return'}
        onClose={() => setDialog(undefined)}
        onReturn={async (targetElementId) => {
          await back.mutateAsync({ taskId, targetElementId, comment: await comment() });
          onDone(t('work.returned'));
        }}
      />
    </Form>
  );
}
