import { Empty, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/crud/useFormSubmit';
import { useReturnTargets } from '../api';

type Props = {
  taskId: string;
  open: boolean;
  onClose: () => void;
  /** Sends the task back to the chosen step; the dialog closes when it resolves. */
  onReturn: (targetElementId: string) => Promise<unknown>;
};

/** 退回: choose the earlier step the task goes back to (return-targets). */
export function ReturnModal({ taskId, open, onClose, onReturn }: Props) {
  const { t } = useTranslation();
  const targets = useReturnTargets(taskId, open);
  const { form, saving, submit } = useFormSubmit<{ target?: string }>({
    open,
    onClose,
    onSubmit: ({ target }) => onReturn(target!),
    successText: null,
  });
  const options = (targets.data ?? []).map((s) => ({ value: s.elementId, label: s.elementName || s.elementId }));
  return (
    <Modal
      open={open}
      title={t('work.returnBack')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !options.length }}
      destroyOnHidden
    >
      {targets.isSuccess && !options.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('work.noReturnTargets')} />
      ) : (
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="target"
            label={t('work.returnTo')}
            rules={[{ required: true, message: t('work.returnRequired') }]}
          >
            <Select options={options} loading={targets.isLoading} data-testid="flow-return-target" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
