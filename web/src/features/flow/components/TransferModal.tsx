import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/crud/useFormSubmit';
import { UserSearchSelect, type UserRef } from '../../../components/users/UserSearchSelect';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Hands the task to the chosen user; the dialog closes when it resolves. */
  onTransfer: (user: UserRef) => Promise<unknown>;
};

/** 转办: choose who takes the task over. */
export function TransferModal({ open, onClose, onTransfer }: Props) {
  const { t } = useTranslation();
  const { form, saving, submit } = useFormSubmit<{ user?: UserRef }>({
    open,
    onClose,
    onSubmit: ({ user }) => onTransfer(user!),
    successText: null,
  });
  return (
    <Modal
      open={open}
      title={t('work.transfer')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="user"
          label={t('work.transferTo')}
          rules={[{ required: true, message: t('work.transferRequired') }]}
        >
          <UserSearchSelect testId="flow-transfer-user" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
